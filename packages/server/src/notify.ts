import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from './db/database';
import type { GameEventNote, Recipient } from './games/service';
import { HttpError } from './http';

/**
 * "Your turn" notifications: when the decision passes to a seat held by another account than the one
 * that acted, that player gets an e-mail (SMTP, `POLEMARCH_SMTP_URL`) and/or a webhook POST, if they
 * gave an address. Only the process that made the commit sends, so several processes send once.
 * Sending never delays or fails a move: errors are logged.
 */
export interface NotifyOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS); none: no e-mail. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** The address players open games at, for the links (default: the server's own URL). */
  publicUrl?: string | undefined;
  /** Allow webhooks to loopback and private addresses (tests; a server on a home network). */
  privateWebhooks?: boolean;
}

export function checkEmail(email: string): void {
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, 'bad-email', 'not an e-mail address');
}

export function checkWebhook(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new HttpError(400, 'bad-webhook', 'not a URL');
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || url.length > 500 || u.username !== '' || u.password !== '') throw new HttpError(400, 'bad-webhook', 'a webhook is an http(s) URL without credentials');
}

/** Loopback, private, link-local and unspecified addresses: a webhook must not reach the server's own network. */
function privateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  const l = ip.toLowerCase();
  return l === '::1' || l === '::' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}

export class Notifier {
  private readonly mailer: Transporter | null;
  /** Sends in flight (tests wait for them). */
  private pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly options: NotifyOptions,
    private readonly serverUrl: () => string,
  ) {
    this.mailer = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** After a local commit: tell the player who decides now, if someone else acted. */
  onCommit(note: GameEventNote, recipient?: Recipient | null): void {
    if (note.status !== 'active' || note.actor === undefined) return;
    // Known from the commit: nobody to tell (the computer's seat, or a player without an address).
    if (recipient === null || (recipient !== undefined && (recipient.user_id === note.actor || (recipient.email === null && recipient.webhook_url === null)))) return;
    const p = this.send(note, recipient).catch((e: unknown) => console.error(`polemarch notify: game ${note.game}:`, e instanceof Error ? e.message : e));
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async send(note: GameEventNote, known?: Recipient): Promise<void> {
    const [row] = known !== undefined ? [known] : await this.db.query<Recipient>(
      `SELECT u.id AS user_id, u.name, u.email, u.webhook_url, s.seat, g.system, g.scenario FROM games g
         JOIN game_seats s ON s.game_id = g.id AND s.seat = g.pending_seat AND s.kind = 'user'
         JOIN users u ON u.id = s.user_id WHERE g.id = $1 AND g.seq = $2 AND g.status = 'active'`,
      [note.game, note.seq],
    );
    if (row === undefined || row.user_id === note.actor || (row.email === null && row.webhook_url === null)) return;
    const link = new URL(`#/online/game/${note.game}`, this.options.publicUrl ?? this.serverUrl()).toString();
    const jobs: Promise<unknown>[] = [];
    if (row.email !== null && this.mailer !== null) {
      jobs.push(
        this.mailer.sendMail({
          from: this.options.from ?? 'Polemarch <polemarch@localhost>',
          to: row.email,
          subject: `Polemarch: your turn (${row.system}, ${row.scenario})`,
          text: `${row.name}, it is your decision as ${row.seat} in ${row.system} / ${row.scenario} (action ${note.seq + 1}).\n\n${link}\n`,
        }),
      );
    }
    if (row.webhook_url !== null) jobs.push(this.webhook(row.webhook_url, { event: 'your-turn', game: note.game, seq: note.seq, system: row.system, scenario: row.scenario, seat: row.seat, player: row.name, url: link }));
    await Promise.all(jobs);
  }

  private async webhook(url: string, body: Record<string, unknown>): Promise<void> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (this.options.privateWebhooks !== true) {
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
      if (addresses.some(privateAddress)) throw new Error(`webhook ${host} is a private address`);
    }
    const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'polemarch' }, body: JSON.stringify(body), redirect: 'error', signal: AbortSignal.timeout(5000) });
    if (!r.ok) throw new Error(`webhook answered ${r.status}`);
  }
}
