/**
 * OAI-PMH 2.0 requests: the verbs' arguments checked as the protocol says (§3.1, §4), before any
 * query. Anything wrong answers the protocol's error code, never an HTTP error.
 */
export const METADATA_PREFIXES = ['oai_dc', 'marc21'] as const;
export type MetadataPrefix = (typeof METADATA_PREFIXES)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The selective harvest of ListIdentifiers / ListRecords, and where the last page stopped. */
export interface Harvest {
  metadataPrefix: MetadataPrefix;
  set?: string;
  /** Inclusive bounds as instants; `until` is already the end of its second or day. */
  from?: Date;
  untilBefore?: Date;
  /** The request's own from/until texts, kept in the token so the next page answers the same. */
  fromText?: string;
  untilText?: string;
  /** After this (datestamp, id) — microseconds as PostgreSQL writes them — and how many came before. */
  after?: { stamp: string; id: number; cursor: number; total: number };
}

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string }
  | { verb: 'ListSets' }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: MetadataPrefix }
  | ({ verb: 'ListIdentifiers' | 'ListRecords' } & Harvest);

const ARGUMENTS: Record<string, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

/** The request's arguments, each once: a repeated one is an error of its own kind. */
export type RawArguments = Record<string, string | string[]>;

/** Reads the arguments of a GET query or a POSTed form; throws the protocol's error. */
export function parseOaiRequest(args: RawArguments): OaiRequest {
  const verb = args.verb;
  if (typeof verb !== 'string' || !(verb in ARGUMENTS))
    throw new OaiError('badVerb', verb === undefined ? 'The verb argument is missing' : 'Illegal or repeated verb');
  const rule = ARGUMENTS[verb];
  const given = Object.keys(args).filter((name) => name !== 'verb');
  for (const name of given) {
    if (Array.isArray(args[name])) throw new OaiError('badArgument', `Repeated argument: ${name}`);
    if (![...rule.required, ...rule.optional, rule.exclusive].includes(name))
      throw new OaiError('badArgument', `Illegal argument for ${verb}: ${name}`);
  }
  const value = (name: string) => args[name] as string | undefined;

  if (rule.exclusive && value(rule.exclusive) !== undefined) {
    if (given.length > 1) throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument`);
    if (verb === 'ListSets') throw new OaiError('badResumptionToken', 'The list of sets is complete in one response');
    return { verb: verb as 'ListIdentifiers' | 'ListRecords', ...decodeToken(value(rule.exclusive)!) };
  }
  for (const name of rule.required) if (!value(name)) throw new OaiError('badArgument', `Missing argument: ${name}`);

  switch (verb) {
    case 'Identify':
    case 'ListSets':
      return { verb };
    case 'ListMetadataFormats':
      return { verb, identifier: value('identifier') };
    case 'GetRecord':
      return { verb, identifier: value('identifier')!, metadataPrefix: prefix(value('metadataPrefix')!) };
    default:
      return {
        verb: verb as 'ListIdentifiers' | 'ListRecords',
        ...harvest(prefix(value('metadataPrefix')!), value('set'), value('from'), value('until')),
      };
  }
}

function prefix(text: string): MetadataPrefix {
  if (!(METADATA_PREFIXES as readonly string[]).includes(text)) throw new OaiError('cannotDisseminateFormat', `Unknown metadata format: ${text}`);
  return text as MetadataPrefix;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A from/until text as an instant and the length of its granularity (a day or a second). */
function instant(text: string, name: string): { at: Date; span: number } {
  const day = DAY.exec(text);
  const second = SECOND.exec(text);
  const parts = (day ?? second)?.slice(1).map(Number);
  if (!parts) throw new OaiError('badArgument', `${name} is not a UTC datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)`);
  const [y, mo, d, h = 0, mi = 0, s = 0] = parts;
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 02-30 over to March: a date that does not exist is refused.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    throw new OaiError('badArgument', `${name} is not a valid date`);
  return { at, span: day ? 86_400_000 : 1000 };
}

function harvest(metadataPrefix: MetadataPrefix, set?: string, fromText?: string, untilText?: string): Harvest {
  const from = fromText === undefined ? undefined : instant(fromText, 'from');
  const until = untilText === undefined ? undefined : instant(untilText, 'until');
  if (from && until) {
    if (from.span !== until.span) throw new OaiError('badArgument', 'from and until must have the same granularity');
    if (from.at > until.at) throw new OaiError('badArgument', 'from is later than until');
  }
  return {
    metadataPrefix,
    ...(set === undefined ? {} : { set }),
    ...(from ? { from: from.at, fromText } : {}),
    ...(until ? { untilBefore: new Date(until.at.getTime() + until.span), untilText } : {}),
  };
}

/** The token of the next page: the harvest's arguments and where this page stopped. */
export function encodeToken(request: Harvest, next: { stamp: string; id: number; cursor: number; total: number }): string {
  const body = { m: request.metadataPrefix, s: request.set, f: request.fromText, u: request.untilText, ...next };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

function decodeToken(token: string): Harvest {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new OaiError('badResumptionToken', 'The resumptionToken is not one this repository issued');
  }
  const { m, s, f, u, stamp, id, cursor, total } = body ?? {};
  const optionalText = (v: unknown) => v === undefined || typeof v === 'string';
  const count = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  if (
    typeof m !== 'string' ||
    !optionalText(s) ||
    !optionalText(f) ||
    !optionalText(u) ||
    typeof stamp !== 'string' ||
    !STAMP.test(stamp) ||
    !count(id) ||
    !count(cursor) ||
    !count(total)
  )
    throw new OaiError('badResumptionToken', 'The resumptionToken is not one this repository issued');
  try {
    const request = harvest(prefix(m), s as string | undefined, f as string | undefined, u as string | undefined);
    return { ...request, after: { stamp, id: id as number, cursor: cursor as number, total: total as number } };
  } catch {
    throw new OaiError('badResumptionToken', 'The resumptionToken is not one this repository issued');
  }
}
