import type { KubeObject } from "../api";

/** CreateEvent is event.CreateEvent: an object appeared (isInInitialList: from the informer's first list). */
export interface CreateEvent<O = KubeObject> {
  object: O;
  isInInitialList: boolean;
}

/** UpdateEvent is event.UpdateEvent; a resync carries the same object (same RV) in both. */
export interface UpdateEvent<O = KubeObject> {
  objectOld: O;
  objectNew: O;
}

/** DeleteEvent is event.DeleteEvent; deleteStateUnknown when it came from a relist tombstone. */
export interface DeleteEvent<O = KubeObject> {
  object: O;
  deleteStateUnknown: boolean;
}

/** GenericEvent is event.GenericEvent (channel sources, external triggers). */
export interface GenericEvent<O = KubeObject> {
  object: O;
}
