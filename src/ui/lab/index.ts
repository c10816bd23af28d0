/**
 * src/ui/lab: the code lab. Today: each exercise's files and bugs, and how to run them with
 * `npm run lab`. The in-browser editor and runner (ROADMAP.md) mount here, behind one Monaco facade.
 */
export { LabPage } from "./LabPage";
