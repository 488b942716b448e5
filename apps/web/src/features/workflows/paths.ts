/**
 * Where the workflow screens live (docs/product.md#routes-of-the-web-app). Kept in one small module
 * so the navigation, the dashboard's redirect and the organisation pages can link here without
 * pulling in the pages themselves.
 */
export const WORKFLOWS_PATH = '/enterprise/workflows';

export const workflowPath = (id: string) => `${WORKFLOWS_PATH}/${encodeURIComponent(id)}`;
