import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_IDS, isLoaded, loadSystems } from '../systems/registry';

/** Every system of the catalog: for the screens that list them all (the new-game form, the rules, saves, online). */
export const ALL_SYSTEMS: readonly string[] = SYSTEM_IDS;

/**
 * Its children once the systems named are loaded (their engines and adapters are chunks of their own, issue 18);
 * until then a line saying so. Systems loaded already render at once, with no extra frame.
 */
export function WithSystems({ systems, children }: { systems: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const ready = systems.every(isLoaded);
  const [, setArrived] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const key = systems.join(',');
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSystems(systems).then(
      () => live && setArrived((n) => n + 1),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
    // `key` stands for the list's contents (a new array of the same ids asks nothing again).
  }, [key, ready]);
  if (ready) return <>{children}</>;
  return (
    <p className="loading" role="status">
      {error === null ? t('loading') : t('loadFailed', { reason: error })}
    </p>
  );
}
