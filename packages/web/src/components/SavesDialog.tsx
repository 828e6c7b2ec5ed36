import type { GameRecord } from '@polemarch/kernel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRecord, errorText, readJsonFile } from '../game/files';
import { type SaveSlot, listSlots, removeSlot, saveSlot } from '../game/saves';
import { type GameSnapshot, loadGame } from '../game/session';
import { currentLanguage } from '../i18n';
import { loadedModule } from '../systems/registry';
import { Dialog } from './Dialog';
import { FilePicker } from './FilePicker';

interface Props {
  /** The game on screen, which may be saved (none on the home page). */
  current: GameSnapshot | null;
  /** Open a saved game (the app asks before it replaces a game in progress). */
  onOpen: (game: GameSnapshot) => void;
  onClose: () => void;
}

/** The battle a record plays, in words. */
export function battleName(system: string, scenario: string | null, lang: 'en' | 'it'): string {
  const m = loadedModule(system);
  const s = m?.scenarios().find((x) => x.id === scenario);
  const sys = m ? (lang === 'it' ? (m.nameIt ?? m.name) : m.name) : system;
  return s ? `${lang === 'it' ? (s.nameIt ?? s.name) : s.name} (${sys})` : sys;
}

/**
 * Several named save slots in the browser (issue 16.9), files too. A slot is overwritten or deleted only when the
 * player confirms; a slot whose game no longer replays with this engine is flagged and kept (it can be downloaded).
 */
export function SavesDialog({ current, onOpen, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [slots, setSlots] = useState<SaveSlot[]>(listSlots);
  const [name, setName] = useState(() => (current ? `${battleName(current.record.system, current.record.scenario ?? null, lang)} · ${new Date().toLocaleString(lang)}` : ''));
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'overwrite'; slot: SaveSlot } | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  // Which slots still replay (a record from an older engine may not): checked once per list.
  const broken = useMemo(() => {
    const out = new Map<string, string>();
    for (const s of slots) {
      try {
        loadGame(s.record);
      } catch (e) {
        out.set(s.id, errorText(e));
      }
    }
    return out;
  }, [slots]);

  const refresh = () => setSlots(listSlots());
  const save = (record: GameRecord, id?: string) => {
    const notes = current?.record.meta?.['notes'];
    const slot = saveSlot(name, record, { ...(id !== undefined ? { id } : {}), ...(typeof notes === 'string' && notes ? { notes } : {}) });
    setMessage(slot ? { text: t('saves.savedIn', { name: slot.name }) } : { text: t('saves.full'), error: true });
    refresh();
  };
  const open = (slot: SaveSlot) => {
    try {
      onOpen(loadGame(slot.record));
    } catch (e) {
      setMessage({ text: t('home.loadFailed', { reason: errorText(e) }), error: true });
    }
  };
  const openFile = async (file: File) => {
    try {
      onOpen(loadGame(await readJsonFile(file)));
    } catch (e) {
      setMessage({ text: t('home.loadFailed', { reason: errorText(e) }), error: true });
    }
  };
  const download = (slot: SaveSlot) => {
    // A flagged slot is downloaded as stored, so nothing is lost even when this engine cannot read it.
    const blob = new Blob([`${JSON.stringify(slot.record, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `polemarch-${slot.system}-${slot.name.replace(/[^\w-]+/g, '-').slice(0, 40)}.json`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  return (
    <Dialog title={t('saves.title')} onClose={onClose}>
      {current && (
        <section aria-labelledby="saves-new-h">
          <h3 id="saves-new-h">{t('saves.saveThis')}</h3>
          <label className="field">
            <span>{t('saves.name')}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <div className="actions">
            <button type="button" className="primary" onClick={() => save(current.record)}>
              {t('saves.saveNew')}
            </button>
            <button type="button" onClick={() => setMessage({ text: t('game.saved', { name: downloadRecord(current.record) }) })}>
              {t('saves.download')}
            </button>
          </div>
        </section>
      )}
      <section aria-labelledby="saves-list-h">
        <h3 id="saves-list-h">{t('saves.slots', { count: slots.length })}</h3>
        {slots.length === 0 && <p className="muted">{t('saves.none')}</p>}
        <ul className="slots">
          {slots.map((s) => {
            const why = broken.get(s.id);
            return (
              <li key={s.id} className={`slot${why !== undefined ? ' broken' : ''}`}>
                <span className="slot-name">{s.name}</span>
                <span className="slot-when">
                  {battleName(s.system, s.scenario, lang)} · {t('saves.actions', { count: s.actions })} · {new Date(s.savedAt).toLocaleString(lang)}
                </span>
                {why !== undefined && (
                  <span className="tag broken-tag" title={why}>
                    {t('saves.broken')}
                  </span>
                )}
                <span className="slot-actions">
                  <button type="button" onClick={() => open(s)} disabled={why !== undefined} aria-label={t('saves.openNamed', { name: s.name })}>
                    {t('saves.open')}
                  </button>
                  {current && (
                    <button type="button" onClick={() => setConfirm({ kind: 'overwrite', slot: s })} aria-label={t('saves.overwriteNamed', { name: s.name })}>
                      {t('saves.overwrite')}
                    </button>
                  )}
                  <button type="button" onClick={() => download(s)} aria-label={t('saves.downloadNamed', { name: s.name })}>
                    {t('saves.downloadShort')}
                  </button>
                  <button type="button" onClick={() => setConfirm({ kind: 'delete', slot: s })} aria-label={t('saves.deleteNamed', { name: s.name })}>
                    {t('saves.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {confirm && (
        <div role="alert" className="notice">
          <p>{confirm.kind === 'delete' ? t('saves.confirmDelete', { name: confirm.slot.name }) : t('saves.confirmOverwrite', { name: confirm.slot.name })}</p>
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() => {
                if (confirm.kind === 'delete') {
                  removeSlot(confirm.slot.id);
                  setMessage({ text: t('saves.deleted', { name: confirm.slot.name }) });
                  refresh();
                } else if (current) save(current.record, confirm.slot.id);
                setConfirm(null);
              }}
            >
              {confirm.kind === 'delete' ? t('saves.yesDelete') : t('saves.yesOverwrite')}
            </button>
            <button type="button" onClick={() => setConfirm(null)}>
              {t('saves.cancel')}
            </button>
          </div>
        </div>
      )}
      {message && (
        <p className={message.error ? 'error' : 'status'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="actions">
        <FilePicker label={t('home.load')} onFile={(f) => void openFile(f)} />
        <button type="button" onClick={onClose}>
          {t('saves.close')}
        </button>
      </div>
    </Dialog>
  );
}
