/** The SQLSTATE of a database error, on either engine (Drizzle wraps driver errors in `cause`). */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The driver error's `detail` (which row or key), when there is one. */
function detailOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** The name of the constraint a database error names, when it names one. */
export function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** Deadlock or serialization failure: the transaction was rolled back whole and may run again. */
export function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

export type DatabaseRefusal = 'ALREADY_EXISTS' | 'STILL_IN_USE' | 'NOT_FOUND' | 'VALUE_NOT_ACCEPTED' | 'BUSY';

/**
 * What a database refusal means to the caller, or null for a fault of ours (a 500). The rules in
 * the services answer the usual cases with precise messages first; this is the net under them,
 * so that a constraint the database enforces never surfaces as a 500.
 */
export function refusalOf(error: unknown): DatabaseRefusal | null {
  const state = sqlStateOf(error);
  if (!state) return null;
  if (state === '23505') return 'ALREADY_EXISTS';
  // ON DELETE RESTRICT (stock history keeps its goods, locations and documents).
  if (state === '23001') return 'STILL_IN_USE';
  if (state === '23503') {
    // "Key (company_id)=(999999) is not present in table …" versus "… is still referenced from table …".
    return /still referenced/i.test(detailOf(error)) ? 'STILL_IN_USE' : 'NOT_FOUND';
  }
  if (state === '40P01' || state === '40001' || state === '55P03') return 'BUSY';
  // Class 22 (data exception: out of range, NUL, bad encoding, too long) and not-null/check violations.
  if (state.startsWith('22') || state === '23502' || state === '23514') return 'VALUE_NOT_ACCEPTED';
  return null;
}

/**
 * Runs a transaction, and again (up to `attempts` times, after a short random pause) when the
 * database rolled it back for a deadlock or a serialization failure, so that no caller sees one.
 */
export async function retryingTransaction<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
