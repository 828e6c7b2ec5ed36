import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSoundOn } from '../game/sound';
import { Dialog } from './Dialog';

/** Turn the sounds on or off, remembered (issue 16.8). */
export function toggleSound(on: boolean): boolean {
  setSoundOn(!on);
  return !on;
}

/** The game screen's one-key shortcuts (issue 16.8), listed in the keyboard help and in docs/web-keyboard.md. */
export const SHELL_KEYS = [
  ['S', 'saves'],
  ['N', 'notes'],
  ['R', 'replay'],
  ['M', 'sound'],
  ['L', 'log'],
  ['?', 'keys'],
] as const;

type ShellAction = (typeof SHELL_KEYS)[number][1];

/**
 * One-key shortcuts on the game screen: never while typing (a text field has the focus), never with Ctrl, Alt or
 * Meta held (the browser's own), never inside a dialog.
 */
export function useShellKeys(handlers: Record<ShellAction, () => void>): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target && (target.closest('input, textarea, select, [contenteditable="true"]') || target.closest('.dialog'))) return;
      const found = SHELL_KEYS.find(([k]) => k === e.key.toUpperCase() || k === e.key);
      if (!found) return;
      e.preventDefault();
      ref.current[found[1]]();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
}

/** The player's notes on this game (issue 16.8: what VASSAL and Rally the Troops players keep beside a game). */
export function NotesDialog({ notes, onSave, onClose }: { notes: string; onSave: (notes: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(notes);
  return (
    <Dialog title={t('notes.title')} onClose={onClose}>
      <div className="notes">
        <label className="field">
          <span>{t('notes.label')}</span>
          <textarea value={text} onChange={(e) => setText(e.target.value)} rows={8} />
        </label>
        <p className="hint">{t('notes.hint')}</p>
      </div>
      <div className="actions">
        <button
          type="button"
          className="primary"
          onClick={() => {
            onSave(text);
            onClose();
          }}
        >
          {t('notes.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('saves.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** Every way to play from the keyboard, in words. */
export function KeysDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('keys.tab'), t('keys.tabWhat')],
    ['Enter / Space', t('keys.enterWhat')],
    ['Ctrl+Z', t('keys.undoWhat')],
    ...SHELL_KEYS.map(([k, what]): [string, string] => [k, t(`keys.${what}`)]),
    ['← → Home End', t('keys.replayWhat')],
    ['Esc', t('keys.escWhat')],
  ];
  return (
    <Dialog title={t('keys.title')} onClose={onClose}>
      <dl className="keys-help">
        {rows.map(([k, what]) => (
          <div key={k}>
            <dt>
              <kbd>{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" onClick={onClose}>
          {t('saves.close')}
        </button>
      </div>
    </Dialog>
  );
}
