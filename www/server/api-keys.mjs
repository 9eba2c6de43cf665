// The backend step of a new API key: POST /app/api-keys {name} creates a key
// scoped to the page's project (its cookie's, else Default), with the
// demo's org-wide key, which the page never holds. The answer carries the
// new key once, for the page to show; this server keeps, logs and caches
// none of it. Listing and revoking need no secret of their own: the page
// does them with the SDK, through the proxy.
import { readBody } from './body.mjs';
import { caller, fromOwnPage, reply } from './call.mjs';
import { cookieProject } from './scope.mjs';

/** The project the page works in: its cookie's, else Default. */
async function pageProject(req, call) {
  const chosen = cookieProject(req);
  if (chosen) return chosen;
  const listed = await call('GET', '/org/projects?name=Default');
  return listed.body[0]?.id;
}

export async function createApiKey(req, res, service) {
  if (!fromOwnPage(req)) return reply(res, 403, { code: 'forbidden', message: 'only the demo’s own pages may ask this' });
  const { name } = JSON.parse((await readBody(req)).toString() || '{}');
  if (typeof name !== 'string' || !name.trim()) return reply(res, 400, { code: 'bad_request', message: 'name: is required' });
  const call = caller(service);
  const project_id = await pageProject(req, call);
  const created = await call('POST', '/org/api_keys', { name: name.trim(), project_id });
  if (!created.ok) return reply(res, created.status, created.body);
  const { id, masked_key, key } = created.body;
  reply(res, 201, { id, name: created.body.name, masked_key, project_id, key });
}
