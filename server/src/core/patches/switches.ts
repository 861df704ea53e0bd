/**
 * The deviations of docs/ARCHITECTURE.md §11 (patches and bypasses of a library's internals) that a
 * paired A/B can turn off: `DEVIATIONS_OFF=fast-read,validation-memo` starts the portal with MikroORM's
 * and class-validator's own paths instead (bench/deviation-ab.ts runs the two side by side). Read
 * once when this module loads; each deviation asks at start or reads a constant, so the switch
 * costs nothing per request. Not a setting for production: a deviation that does not pay for itself
 * is removed, not turned off.
 */
export type Deviation = 'fast-read' | 'validation-memo' | 'direct-field-reads';

const OFF = new Set((process.env.DEVIATIONS_OFF ?? '').split(',').map((name) => name.trim()));

/** Whether the deviation runs (not listed in DEVIATIONS_OFF). */
export const deviationOn = (name: Deviation): boolean => !OFF.has(name);
