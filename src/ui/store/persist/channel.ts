/**
 * SyncChannel knows how to tell the app's other open tabs that progress was saved, so a tab
 * never writes back a stale copy over what another tab saved (the reader in one tab, cards in
 * another). Browsers use a BroadcastChannel; tests use an in-memory bus.
 */

export interface SavedMessage {
  type: "saved";
  /** Which tab saved (so a tab ignores its own messages). */
  from: string;
  savedAt: number;
}

export interface SyncChannel {
  post(msg: SavedMessage): void;
  subscribe(onMessage: (msg: SavedMessage) => void): () => void;
}

/** broadcastChannel is the browser's cross-tab channel, or undefined where there is none. */
export function broadcastChannel(name = "reconcile-lab:progress"): SyncChannel | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  const bc = new BroadcastChannel(name);
  return {
    post: (msg) => bc.postMessage(msg),
    subscribe: (onMessage) => {
      const h = (e: MessageEvent) => onMessage(e.data as SavedMessage);
      bc.addEventListener("message", h);
      return () => bc.removeEventListener("message", h);
    },
  };
}

/** memoryBus connects in-memory channels like tabs of one browser (tests). */
export function memoryBus(): { channel: () => SyncChannel } {
  const listeners = new Set<(msg: SavedMessage) => void>();
  return {
    channel: () => {
      const mine = new Set<(msg: SavedMessage) => void>();
      return {
        // Like BroadcastChannel, a message reaches every other channel, never the sender.
        post: (msg) => listeners.forEach((l) => !mine.has(l) && l(msg)),
        subscribe: (onMessage) => {
          mine.add(onMessage);
          listeners.add(onMessage);
          return () => {
            mine.delete(onMessage);
            listeners.delete(onMessage);
          };
        },
      };
    },
  };
}
