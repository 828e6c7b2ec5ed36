import type { OnlinePage, Route } from '../app/route';
import { Invite } from './Invite';
import { Lobby } from './Lobby';
import { OnlineGame } from './OnlineGame';
import { Profile } from './Profile';

/** The online screens by route: the lobby, a game, an invitation, a profile. */
export function OnlineScreen({ page, arg, go }: { page: OnlinePage; arg?: string; go: (r: Route) => void }) {
  if (page === 'game' && arg !== undefined) return <OnlineGame key={arg} id={arg} go={go} />;
  if (page === 'invite' && arg !== undefined) return <Invite token={arg} go={go} />;
  if (page === 'user' && arg !== undefined) return <Profile name={arg} />;
  return <Lobby go={go} />;
}
