import type { DatabaseTarget, Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import { LiveHub } from './live-hub.ts';
import { listenForChanges, type ReconnectTiming } from './live-listener.ts';

export type RunningLive = {
  hub: LiveHub;
  /** Ends every stream, then stops listening; call before closing the ORM. */
  stop(): Promise<void>;
};

type LiveOptions = { orm: Orm; target: DatabaseTarget; logger: Logger; timing?: ReconnectTiming };

/** This instance's hub and its one listening connection (design.md §8 "Live screens"). */
export async function startLive({ orm, target, logger, timing }: LiveOptions): Promise<RunningLive> {
  const hub = new LiveHub();
  const listener = await listenForChanges(orm, target, { changes: (changes) => hub.publish(changes), lost: () => hub.reset() }, logger, timing);
  return {
    hub,
    async stop() {
      hub.close();
      await listener.stop();
    },
  };
}
