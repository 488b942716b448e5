import { CONTENT_NOTICE_NAMES, InsightsMessages, type ContentType } from '@scriptloom/contracts';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { errorToast, successToast } from '../../../shared/notices/toast-slice';
import { useUpdateContentMutation } from './insights-api';

/**
 * Saves an edited content (`PUT /v1/up/processed_data/{id}/{type}`): the server's own success words
 * ('Show notes text has been updated'), or the product's failure sentence for that content.
 */
export function useSaveContent(fileId: string) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateContentMutation();
  return useCallback(
    async (type: ContentType, content: string, articleId?: string): Promise<boolean> => {
      try {
        const answer = await update({ fileId, type, content, ...(articleId ? { articleId } : {}) }).unwrap();
        dispatch(successToast(answer.success || InsightsMessages.contentUpdated(CONTENT_NOTICE_NAMES[type])));
        return true;
      } catch {
        dispatch(errorToast(InsightsMessages.contentFailed(CONTENT_NOTICE_NAMES[type])));
        return false;
      }
    },
    [dispatch, fileId, update],
  );
}
