/**
 * lab/drills: endless code-reading drills. A catalogue of typed bug mutations (mutations.ts) is
 * applied to correct reconcilers (bases.ts) by seed (generate.ts); a mutant becomes a drill only
 * when the engine reports the intended finding at the mutated lines and the base is clean in
 * the same scenario. Nothing here reads files or knows the UI: callers pass bases and a scenario
 * loader, and get plain data back.
 */
export { MUTATIONS, SYMPTOMS, type Mutation, type Symptom, type Applied } from "./mutations";
export {
  generateDrill,
  drillId,
  seedOfId,
  shows,
  firstKind,
  seedFor,
  type Drill,
  type DrillProgress,
  type DrillMutation,
  type GenerateContext,
} from "./generate";
export { baseFromExercise, targetOf, basesOf, type Base, type ContentTree } from "./bases";
export { mulberry32 } from "./rng";
