/** Hash routes: #/ home, #/play, #/replay, #/rules/<system>[/<section>], #/gallery/gboh[/largest], #/gallery/cca. */
export type Route =
  | { name: 'home' }
  | { name: 'play' }
  | { name: 'replay' }
  | { name: 'rules'; system: string; section?: string }
  | { name: 'gallery'; system: 'gboh'; size: 'demo' | 'largest' }
  | { name: 'gallery'; system: 'cca' };

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
    default:
      return `#/${r.name}`;
  }
}
