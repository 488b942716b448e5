import { AudiogramMessages, type FromQuotesRequest } from '@scriptloom/contracts';
import { useReducer, useState } from 'react';
import { describeApiError } from '../../../../api/api-error';
import { useGetBackgroundsQuery, useMakeClipsMutation, useUpdateBackgroundMutation } from '../audiograms-api';
import { backgroundOf, clipRequest, FIRST_CHOICES, makerReducer } from './maker-choices';

export interface MakerNotice {
  severity: 'info' | 'error';
  text: string;
}

interface MakerOptions {
  fileId: string;
  /** The file's chosen background, once the clip list has arrived. */
  fileBackground: string | undefined;
  canMakeReels: boolean;
}

/** The audiogram maker's choices, the background catalogue, and the request that makes the clips. */
export function useAudiogramMaker({ fileId, fileBackground, canMakeReels }: MakerOptions) {
  const [choices, choose] = useReducer(makerReducer, FIRST_CHOICES);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const backgrounds = useGetBackgroundsQuery();
  const [updateBackground] = useUpdateBackgroundMutation();
  const [makeClips, making] = useMakeClipsMutation();

  const reel = choices.kind === 'reel' && canMakeReels;
  const catalogue = backgrounds.data?.backgrounds ?? [];
  const background = backgroundOf(choices.background, fileBackground, catalogue, backgrounds.data?.default_id);

  const chooseBackground = (id: string) => {
    choose({ type: 'background', background: id });
    // docs/product.md#audiograms: a failure here is ignored; the clip request names the background itself.
    updateBackground({ fileId, backgroundId: id }).catch(() => undefined);
  };

  const make = async (what: Pick<FromQuotesRequest, 'quotes' | 'passages'>) => {
    setNotice(null);
    try {
      await makeClips({ fileId, body: clipRequest(choices, what, { reel, background }) }).unwrap();
      setNotice({ severity: 'info', text: AudiogramMessages.queued });
      choose({ type: 'made' });
    } catch (error) {
      setNotice({ severity: 'error', text: describeApiError(error).message });
    }
  };

  return {
    choices,
    choose,
    reel,
    catalogue,
    backgroundsLoading: backgrounds.isLoading,
    background,
    chooseBackground,
    make,
    busy: making.isLoading,
    notice,
  };
}
