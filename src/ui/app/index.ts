/**
 * src/ui/app: the shell. `App` mounts the hash router (so the static site works under any
 * sub-path), the header, the saved-progress notice, the routed page and the global keyboard
 * shortcuts ("/" and Ctrl+K search, "?" help). Pages other than home and the reader load on demand.
 */
export { App } from "./App";
export { usePageTitle } from "./usePageTitle";
export { NotFound } from "./NotFound";
