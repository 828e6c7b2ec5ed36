import { type GameRecord, parseRecord } from '@polemarch/kernel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../app/route';
import { ReplayScreen } from '../screens/ReplayScreen';
import { errorReason } from './Account';
import { useOnline } from './session';

/**
 * A finished online game stepped through from its record, which the server gives out only once the
 * game is over (seed and every hand included): the app's own replay viewer, opened on the record the
 * kernel has checked (`parseRecord`), so what is replayed is what was played, state hash and all.
 */
export function OnlineReplay({ id, go, back }: { id: string; go: (r: Route) => void; back: () => void }) {
  const { t } = useTranslation('online');
  const { api } = useOnline();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.replay(id).then(
      (r) => {
        // Who sat where and the result travel beside the record; the record itself is the kernel's format.
        const { meta: _meta, ...raw } = r.record;
        try {
          if (live) setRecord(parseRecord(raw));
        } catch (e) {
          if (live) setError(t('error', { reason: errorReason(e) }));
        }
      },
      (e: unknown) => live && setError(t('error', { reason: errorReason(e) })),
    );
    return () => {
      live = false;
    };
  }, [api, id, t]);

  return (
    <div className="online-replay" data-testid="online-replay">
      <div className="replay-back">
        <button type="button" onClick={back}>{t('replay.back')}</button>
      </div>
      {error && <p className="error" role="alert">{error}</p>}
      {record === null ? !error && <p role="status">{t('replay.loading')}</p> : <ReplayScreen record={record} onLoad={setRecord} go={go} at={0} />}
    </div>
  );
}
