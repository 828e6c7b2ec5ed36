/** Hash routes: #/ home, #/play, #/replay, #/online[/...], #/rules/<system>[/<section>], #/gallery/gboh[/largest], #/gallery/cca. */
export type Route =
  | { name: 'home' }
  | { name: 'play' }
  | { name: 'replay' }
  | { name: 'rules'; system: string; section?: string }
  | { name: 'gallery'; system: 'gboh'; size: 'demo' | 'largest' }
  | { name: 'gallery'; system: 'cca' }
  | { name: 'online'; page: OnlinePage; arg?: string };

/** Online play: #/online (lobby), #/online/game/<id>, #/online/invite/<token>, #/online/user/<name>. */
export type OnlinePage = 'lobby' | 'game' | 'invite' | 'user';

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  switch (parts[0]) {
    case 'play':
      return { name: 'play' };
    case 'replay':
      return { name: 'replay' };
    case 'rules':
      return parts[2] !== undefined ? { name: 'rules', system: parts[1] ?? 'skirmish', section: parts[2] } : { name: 'rules', system: parts[1] ?? 'skirmish' };
    case 'gallery':
      return parts[1] === 'cca' ? { name: 'gallery', system: 'cca' } : { name: 'gallery', system: 'gboh', size: parts[2] === 'largest' ? 'largest' : 'demo' };
    case 'online':
      return parts[1] === 'game' || parts[1] === 'invite' || parts[1] === 'user' ? (parts[2] !== undefined ? { name: 'online', page: parts[1], arg: parts[2] } : { name: 'online', page: 'lobby' }) : { name: 'online', page: 'lobby' };
    default:
      return { name: 'home' };
  }
}

export function routeHash(r: Route): string {
  switch (r.name) {
    case 'home':
      return '#/';
    case 'rules':
      return `#/rules/${encodeURIComponent(r.system)}${r.section !== undefined ? `/${encodeURIComponent(r.section)}` : ''}`;
    case 'gallery':
      return r.system === 'cca' ? '#/gallery/cca' : r.size === 'largest' ? '#/gallery/gboh/largest' : '#/gallery/gboh';
    case 'online':
      return r.page === 'lobby' || r.arg === undefined ? '#/online' : `#/online/${r.page}/${encodeURIComponent(r.arg)}`;
    default:
      return `#/${r.name}`;
  }
}
