/**
 * generateName (fact 9): the prefix cut to 58 characters plus 5 random characters from the
 * alphabet without vowels; the server tries up to 8 names before giving up.
 */
import type { Rng } from "../sim/rng";

/** NAME_ALPHABET is the alphabet of generated suffixes (utilrand.String). */
export const NAME_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
/** MAX_NAME_LENGTH is the longest generated name (63). */
export const MAX_GENERATED_NAME_LENGTH = 63;
/** RANDOM_LENGTH is the length of the random suffix. */
export const RANDOM_LENGTH = 5;
/** MAX_NAME_GENERATION_CREATE_ATTEMPTS is maxNameGenerationCreateAttempts. */
export const MAX_NAME_GENERATION_CREATE_ATTEMPTS = 8;

/** generateName returns prefix (cut to 58) + 5 random characters. */
export function generateName(rng: Rng, base: string): string {
  const max = MAX_GENERATED_NAME_LENGTH - RANDOM_LENGTH;
  return (base.length > max ? base.slice(0, max) : base) + rng.chars(RANDOM_LENGTH, NAME_ALPHABET);
}
