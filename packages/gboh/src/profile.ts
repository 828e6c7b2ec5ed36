/**
 * The former name of editions (edition.ts): a battle's `profile` names its edition. Kept for the web, the AI and the
 * tests that import these names.
 */
export { CATAPHRACT, DEVILS_HORSEMEN, EDITIONS as PROFILES, editionFor as profileFor, type Edition as Profile } from './edition';
