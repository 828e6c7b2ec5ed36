import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason } from './Account';
import type { Note } from './api';
import { useOnline } from './session';

/**
 * A game's chat and the viewer's own notes (docs/online.md "Notes and chat"): every viewer reads the
 * chat, the players write it; a signed-in viewer keeps private notes nobody else reads. The list is
 * read when the game opens, when the socket (re)connects (lines written while it was down) and when
 * the socket says a chat line was written (`chat` counts those pushes): no polling.
 */
export function GameNotes({ id, seated, chat, connected }: { id: string; seated: boolean; chat: number; connected: boolean }) {
  const { t } = useTranslation('online');
  const { api, user } = useOnline();
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [kind, setKind] = useState<Note['kind']>(seated ? 'chat' : 'note');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    try {
      setNotes(await api.notes(id));
    } catch {
      // Said by the list staying as it was; the next poll tries again.
    }
  }, [api, id]);

  useEffect(() => {
    void load();
  }, [load, chat, connected, user?.id]);

  useEffect(() => setKind(seated ? 'chat' : 'note'), [seated]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await api.write(id, kind, body);
      setText('');
      await load();
    } catch (err) {
      setError(t('error', { reason: errorReason(err) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="game-notes" aria-labelledby="notes-h" data-testid="game-notes">
      <h3 id="notes-h">{t('notes.title')}</h3>
      {notes === null || notes.length === 0 ? (
        <p className="muted">{t('notes.empty')}</p>
      ) : (
        <ol className="notes-list" aria-live="polite">
          {notes.map((n) => (
            <li key={n.id} className={`note-line ${n.kind}`} data-kind={n.kind}>
              <span className="note-who">{n.kind === 'note' ? t('notes.yours') : n.name}</span>{' '}
              <time dateTime={n.at}>{new Date(n.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</time>{' '}
              <span className="note-body">{n.body}</span>
            </li>
          ))}
        </ol>
      )}
      {user && (
        <form className="notes-form" onSubmit={(e) => void send(e)}>
          <label className="inline-field">
            <span>{t('notes.kind')}</span>
            <select name="note-kind" value={kind} onChange={(e) => setKind(e.target.value === 'note' ? 'note' : 'chat')}>
              {seated && <option value="chat">{t('notes.chat')}</option>}
              <option value="note">{t('notes.note')}</option>
            </select>
          </label>
          <input name="note-body" type="text" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('notes.text')} placeholder={kind === 'chat' ? t('notes.chatPlaceholder') : t('notes.notePlaceholder')} />
          <button type="submit" disabled={sending || text.trim() === ''}>{t('notes.send')}</button>
        </form>
      )}
      {error && <p className="error">{error}</p>}
    </section>
  );
}
