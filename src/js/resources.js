// Generated from the operation table (src/protocol/http/operation.rs) and the API names
// (src/protocol/http/api_names.rs) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.

// The resource tree of `Client`, by top-level resource: each builds that
// resource from `run` (client.js builds it at its first use). Every method
// forwards to `run.call`, `run.list`, `run.stream` or (a helper) `run.help`
// with its wire name and its arguments (a helper's with the name of its
// options object).
export const resources = {
  auth: (run) => ({
    connections: {
      create: (params, options) => run.call('create_connection', undefined, params, undefined, options),
      getOrCreate: (params, options) => run.help('get_or_create_connection', undefined, params, 'requestOptions', options),
      retrieve: (id, options) => run.call('retrieve_connection', id, undefined, undefined, options),
      update: (id, params, options) => run.call('update_connection', id, params, undefined, options),
      list: (query, options) => run.list('list_connections', undefined, query, options),
      delete: (id, options) => run.call('delete_connection', id, undefined, undefined, options),
      login: (id, params, options) => run.call('login', id, params ?? {}, undefined, options),
      submit: (id, params, options) => run.call('submit', id, params, undefined, options),
      follow: (id, options) => run.stream('follow', id, undefined, options),
      timeline: (id, query, options) => run.list('timeline', id, query, options),
      exchange: (id, params, options) => run.call('exchange', id, params, undefined, options),
      waitForLogin: (id, options) => run.help('wait_for_login', id, undefined, 'waitOptions', options),
    },
  }),
  projects: (run) => ({
    create: (params, options) => run.call('create_project', undefined, params, undefined, options),
    retrieve: (idOrName, options) => run.call('retrieve_project', idOrName, undefined, undefined, options),
    update: (id, params, options) => run.call('update_project', id, params, undefined, options),
    list: (query, options) => run.list('list_projects', undefined, query, options),
    delete: (id, options) => run.call('delete_project', id, undefined, undefined, options),
    limits: {
      retrieve: (id, options) => run.call('retrieve_project_limits', id, undefined, undefined, options),
      update: (id, params, options) => run.call('update_project_limits', id, params, undefined, options),
    },
  }),
  organization: (run) => ({
    limits: {
      retrieve: (options) => run.call('retrieve_org_limits', undefined, undefined, undefined, options),
      update: (params, options) => run.call('update_org_limits', undefined, params, undefined, options),
    },
  }),
  browsers: (run) => ({
    logs: {
      stream: (id, query, options) => run.stream('stream_browser_logs', id, query, options),
    },
  }),
};
