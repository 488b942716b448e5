import type { AutoAssignResponse, AutoAssignSettings, AutoAssignStage } from '@scriptloom/contracts';
import { workflowsApi } from '../../shared/workflows/workflows-api';

/** Auto-assign's calls (docs/product.md#auto-assign): a run refreshes every workflow view it may have changed. */
export const autoAssignApi = workflowsApi.enhanceEndpoints({ addTagTypes: ['AutoAssign'] }).injectEndpoints({
  endpoints: (build) => ({
    triggerAutoAssign: build.mutation<AutoAssignResponse, 'ALL' | AutoAssignStage>({
      query: (type) => ({ url: 'admin/trigger-auto-assign', params: { type } }),
      invalidatesTags: ['Workflows', 'Workflow', 'WorkflowHistory'],
    }),
    getAutoAssignSettings: build.query<AutoAssignSettings, void>({
      query: () => 'admin/auto-assign',
      providesTags: ['AutoAssign'],
    }),
    setAutoAssignSchedule: build.mutation<AutoAssignSettings, boolean>({
      query: (scheduled) => ({ url: 'admin/auto-assign', method: 'PUT', body: { scheduled } }),
      invalidatesTags: ['AutoAssign'],
    }),
  }),
});

export const { useTriggerAutoAssignMutation, useGetAutoAssignSettingsQuery, useSetAutoAssignScheduleMutation } =
  autoAssignApi;
