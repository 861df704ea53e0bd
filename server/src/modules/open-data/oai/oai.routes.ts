/**
 * OAI-PMH 2.0 at /oai (GET, or POST of a form): the six verbs over the catalogue a guest sees, sets
 * by resource kind, oai_dc for every record and MARCXML for paper books, keyset pages of 100 with
 * resumption tokens, removed and withdrawn resources reported as deleted. Protocol errors are
 * answered in the protocol (HTTP 200 with <error code=…>), as harvesters expect.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../../core/services.js';
import { RESOURCE_KIND_NAMES, ResourceKind } from '../../catalogue/index.js';
import { answering, siteBase } from '../http.js';
import { disseminates, FORMATS, writeMetadata } from './oai-metadata.js';
import { encodeToken, METADATA_PREFIXES, OaiError, parseOaiRequest, type Harvest, type OaiRequest, type RawArguments } from './oai-request.js';
import { earliestDatestamp, findHeader, harvestableKinds, harvestSize, headerPage, type OaiHeader } from './oai-store.js';
import { resourceRows } from '../resource-rows.js';

const OAI = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** 2026-11-25T13:05:00Z: the protocol's datestamps, at seconds. */
const utc = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function oaiRoutes(services: Services): Router {
  const router = express.Router();
  const base = siteBase(services.config);
  const host = new URL(base).hostname;
  const identifierOf = (id: number) => `oai:${host}:${id}`;
  const adminEmail = services.config.site.email ?? services.config.smtp?.from ?? `webmaster@${host.includes('.') ? host : `${host}.localdomain`}`;

  const idFrom = (identifier: string): number => {
    const prefix = `oai:${host}:`;
    const id = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : '';
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new OaiError('idDoesNotExist', `No record has the identifier ${identifier}`);
    return Number(id);
  };

  const writeHeader = (parent: XMLBuilder, header: OaiHeader) => {
    const element = parent.ele(OAI, 'header', header.deleted ? { status: 'deleted' } : {});
    element.ele(OAI, 'identifier').txt(identifierOf(header.id));
    element.ele(OAI, 'datestamp').txt(`${header.key.slice(0, 19)}Z`);
    element.ele(OAI, 'setSpec').txt(header.kind);
  };

  /** Records with their metadata; a deleted one has its header only. */
  const records = async (em: EntityManager, parent: XMLBuilder, headers: OaiHeader[], metadataPrefix: Harvest['metadataPrefix']) => {
    const rows = await resourceRows(
      em,
      headers.filter((header) => !header.deleted).map((header) => header.id),
    );
    for (const header of headers) {
      const record = parent.ele(OAI, 'record');
      writeHeader(record, header);
      const row = rows.get(header.id);
      if (!header.deleted && row) writeMetadata(record.ele(OAI, 'metadata'), metadataPrefix, row, base);
    }
  };

  /** The harvest as queried: MARCXML exists for paper books only, so it narrows to that set. */
  const scoped = (request: Harvest): Harvest => {
    const kinds = harvestableKinds().filter((kind) => disseminates(request.metadataPrefix, kind));
    if (request.set && !kinds.includes(request.set as ResourceKind))
      throw new OaiError('noRecordsMatch', `No records in the set ${request.set} for ${request.metadataPrefix}`);
    return kinds.length === 1 ? { ...request, set: kinds[0] } : request;
  };

  const answer = async (em: EntityManager, verb: XMLBuilder, request: OaiRequest) => {
    switch (request.verb) {
      case 'Identify': {
        verb.ele(OAI, 'repositoryName').txt(services.config.site.name);
        verb.ele(OAI, 'baseURL').txt(`${base}/oai`);
        verb.ele(OAI, 'protocolVersion').txt('2.0');
        verb.ele(OAI, 'adminEmail').txt(adminEmail);
        verb.ele(OAI, 'earliestDatestamp').txt(utc(await earliestDatestamp(em)));
        verb.ele(OAI, 'deletedRecord').txt('persistent');
        verb.ele(OAI, 'granularity').txt('YYYY-MM-DDThh:mm:ssZ');
        return;
      }
      case 'ListMetadataFormats': {
        const header = request.identifier === undefined ? undefined : await findHeader(em, idFrom(request.identifier));
        if (header === null) throw new OaiError('idDoesNotExist', `No record has the identifier ${request.identifier}`);
        for (const prefix of METADATA_PREFIXES) {
          if (header && !disseminates(prefix, header.kind)) continue;
          const format = verb.ele(OAI, 'metadataFormat');
          format.ele(OAI, 'metadataPrefix').txt(prefix);
          format.ele(OAI, 'schema').txt(FORMATS[prefix].schema);
          format.ele(OAI, 'metadataNamespace').txt(FORMATS[prefix].namespace);
        }
        return;
      }
      case 'ListSets': {
        for (const kind of harvestableKinds()) {
          const set = verb.ele(OAI, 'set');
          set.ele(OAI, 'setSpec').txt(kind);
          set.ele(OAI, 'setName').txt(RESOURCE_KIND_NAMES[kind]);
        }
        return;
      }
      case 'GetRecord': {
        const header = await findHeader(em, idFrom(request.identifier));
        if (!header) throw new OaiError('idDoesNotExist', `No record has the identifier ${request.identifier}`);
        if (!disseminates(request.metadataPrefix, header.kind))
          throw new OaiError('cannotDisseminateFormat', `${request.metadataPrefix} is given for paper books only`);
        await records(em, verb, [header], request.metadataPrefix);
        return;
      }
      default: {
        const query = scoped(request);
        const total = request.after?.total ?? (await harvestSize(em, query));
        const { headers, more } = await headerPage(em, query);
        if (!headers.length) {
          if (request.after) throw new OaiError('badResumptionToken', 'The resumptionToken is past the end of the list');
          throw new OaiError('noRecordsMatch', 'No records match the request');
        }
        if (request.verb === 'ListIdentifiers') for (const header of headers) writeHeader(verb, header);
        else await records(em, verb, headers, request.metadataPrefix);
        const cursor = request.after?.cursor ?? 0;
        // The last page of a list that took several carries an empty token (protocol §3.5).
        if (more || request.after) {
          const last = headers[headers.length - 1];
          const token = verb.ele(OAI, 'resumptionToken', {
            completeListSize: String(Math.max(total, cursor + headers.length)),
            cursor: String(cursor),
          });
          if (more) token.txt(encodeToken(request, { stamp: last.key, id: last.id, cursor: cursor + headers.length, total }));
        }
      }
    }
  };

  const handle = answering(services, async (req: Request, res: Response) => {
    const args = (req.method === 'POST' ? (req.body ?? {}) : req.query) as RawArguments;
    // Loaded at the first harvest (issue 54): xmlbuilder2 stays out of a portal nobody harvests.
    const { create } = await import('xmlbuilder2');
    const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
    const root = doc.ele(OAI, 'OAI-PMH', { 'xmlns:xsi': XSI, 'xsi:schemaLocation': `${OAI} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd` });
    root.ele(OAI, 'responseDate').txt(utc(new Date()));
    const requestElement = root.ele(OAI, 'request');
    try {
      const request = parseOaiRequest(args);
      // The request's arguments are echoed only when they were legal (protocol §3.2).
      for (const [name, value] of Object.entries(args)) requestElement.att(name, String(value));
      // Built apart and imported whole: an error half-way leaves no half-written list in the answer.
      const verb = create({ invalidCharReplacement: '' }).ele(OAI, request.verb);
      await answer(services.orm.em.fork() as EntityManager, verb, request);
      root.import(verb);
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      if (error.code !== 'badVerb' && error.code !== 'badArgument')
        for (const [name, value] of Object.entries(args)) requestElement.att(name, String(value));
      root.ele(OAI, 'error', { code: error.code }).txt(error.message);
    }
    requestElement.txt(`${base}/oai`);
    res
      .type('text/xml; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .send(doc.end({ prettyPrint: false }));
  });

  router.get('/oai', handle);
  router.post('/oai', express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), handle);
  return router;
}
