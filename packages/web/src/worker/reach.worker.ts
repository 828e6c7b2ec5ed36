import { type ReachReply, type ReachRequest, ReachJobs } from '../systems/gboh/reachJobs';

// A GBoH unit's reachable hexes searched here ahead of the click (issue 18), off the page's thread: the page keeps
// drawing while the engine searches every unit the seat may move, and a click on one whose answer is in draws it at
// once. It gets the seat's view only, as the board's own search does.
// (The DOM and WebWorker type libraries clash in one program, so the worker's scope is typed here.)
interface WorkerScope {
  postMessage(message: ReachReply): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ReachRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

// The next slice after the messages already waiting (a new view, a unit asked for), without setTimeout's 4 ms
// clamp on nested timers.
const channel = new MessageChannel();
let next: (() => void) | null = null;
channel.port1.onmessage = () => {
  const f = next;
  next = null;
  f?.();
};
const later = (f: () => void) => {
  next = f;
  channel.port2.postMessage(null);
};

const jobs = new ReachJobs((reply) => scope.postMessage(reply), later);
scope.addEventListener('message', (e: MessageEvent<ReachRequest>) => jobs.receive(e.data));
