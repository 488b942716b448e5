import { operation, type Answer, type Query } from '../../api/operations';
import { workflowsApi } from '../../shared/workflows/workflows-api';

const trigger = operation('GET /api/admin/trigger-auto-assign');
const settings = operation('GET /api/admin/auto-assign');
const schedule = operation('PUT /api/admin/auto-assign');

/** Auto-assign's calls (docs/product.md#auto-assign): a run refreshes every workflow view it may have changed. */
export const autoAssignApi = workflowsApi.enhanceEndpoints({ addTagTypes: ['AutoAssign'] }).injectEndpoints({
  endpoints: (build) => ({
    triggerAutoAssign: build.mutation<Answer<typeof trigger>, NonNullable<Query<typeof trigger>['type']>>({
      query: (type) => trigger({ query: { type } }),
      invalidatesTags: ['Workflows', 'Workflow', 'WorkflowHistory'],
    }),
    getAutoAssignSettings: build.query<Answer<typeof settings>, void>({
      query: () => settings(),
      providesTags: ['AutoAssign'],
    }),
    setAutoAssignSchedule: build.mutation<Answer<typeof schedule>, boolean>({
      query: (scheduled) => schedule({ body: { scheduled } }),
      invalidatesTags: ['AutoAssign'],
    }),
  }),
});

export const { useTriggerAutoAssignMutation, useGetAutoAssignSettingsQuery, useSetAutoAssignScheduleMutation } =
  autoAssignApi;
