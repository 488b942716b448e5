import { useCallback } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { errorToast, successToast } from '../../../shared/notices/toast-slice';
import { copyText } from './clipboard';

/** Copy with a toast saying whether it worked (a silent failure would leave a stale clipboard pasted). */
export function useCopy() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (text: string, what = 'Text') => {
      const ok = await copyText(text);
      dispatch(
        ok
          ? successToast(`${what} copied to the clipboard`)
          : errorToast('Copying is not allowed here. Select the text and copy it instead.'),
      );
      return ok;
    },
    [dispatch],
  );
}
