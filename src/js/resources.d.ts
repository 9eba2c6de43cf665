// Generated from the operation table (src/protocol/http/operation.rs) and the API names
// (src/protocol/http/api_names.rs) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.

/** `client.auth.connections`: auth connections, their login flows and the handoff. */
export interface ConnectionsResource {
  /** Creates a connection. Rejects with `ConflictError` (with `existing_id`) when one exists for the profile and domain. */
  create(params: AuthConnectionCreateParams, options?: RequestOptions): APIPromise<AuthConnection>;
  /** Creates the connection, or returns the existing one for the same profile and domain (one retrieve after the conflict; the create is never sent twice). */
  getOrCreate(params: AuthConnectionCreateParams, options?: RequestOptions): Promise<AuthConnection>;
  /** Reads a connection. */
  retrieve(id: string, options?: RequestOptions): APIPromise<AuthConnection>;
  /** Changes a connection's settings. */
  update(id: string, params: AuthConnectionUpdateParams, options?: RequestOptions): APIPromise<AuthConnection>;
  /** One page of connections; `for await` runs over every item of every page. */
  list(query?: ListConnectionsQuery, options?: ListOptions): PagePromise<AuthConnection>;
  /** Deletes a connection. */
  delete(id: string, options?: RequestOptions): APIPromise<void>;
  /** Starts a login flow: the answer carries `hosted_url` (with the one-time handoff code) and `live_view_url`. */
  login(id: string, params?: LoginParams, options?: RequestOptions): APIPromise<LoginResponse>;
  /** Submits field values or a choice to the flow. */
  submit(id: string, params: SubmitParams, options?: RequestOptions): APIPromise<SubmitResponse>;
  /** The flow's events until it leaves IN_PROGRESS (heartbeats are consumed; an `error` event rejects the iteration). */
  follow(id: string, options?: StreamOptions): EventStream<FlowEvent>;
  /** One page of what happened to the connection. */
  timeline(id: string, query?: TimelineQuery, options?: ListOptions): PagePromise<TimelineEvent>;
  /** Turns a one-time handoff code into a short-lived token scoped to this one connection. */
  exchange(id: string, params: ExchangeParams, options?: RequestOptions): APIPromise<ExchangeResponse>;
  /** Resolves with the connection once its flow is no longer IN_PROGRESS. */
  waitForLogin(id: string, options?: WaitForLoginOptions): Promise<AuthConnection>;
}

/** `client.projects`: projects of the organization. */
export interface ProjectsResource {
  /** Creates a project; names are unique in the organization. */
  create(params: ProjectCreateParams, options?: RequestOptions): APIPromise<Project>;
  /** Reads a project by id or by name. */
  retrieve(idOrName: string, options?: RequestOptions): APIPromise<Project>;
  /** Renames, archives or reactivates a project. */
  update(id: string, params: ProjectUpdateParams, options?: RequestOptions): APIPromise<Project>;
  /** One page of projects; `for await` runs over every item of every page. */
  list(query?: ListProjectsQuery, options?: ListOptions): PagePromise<Project>;
  /** Deletes an empty project. */
  delete(id: string, options?: RequestOptions): APIPromise<void>;
  /** A project's concurrency limit overrides. */
  readonly limits: ProjectLimitsResource;
}

/** `client.projects.limits`: a project's concurrency limit overrides. */
export interface ProjectLimitsResource {
  /** Reads a project's limit overrides. */
  retrieve(id: string, options?: RequestOptions): APIPromise<ProjectLimits>;
  /** Sets a project's limit overrides; 0 clears a cap. */
  update(id: string, params: ProjectLimitsUpdateParams, options?: RequestOptions): APIPromise<ProjectLimits>;
}

/** `client.organization.limits`: the organization's concurrency limits. */
export interface OrganizationLimitsResource {
  /** Reads the organization's limits. */
  retrieve(options?: RequestOptions): APIPromise<OrgLimits>;
  /** Sets the default per-project cap; 0 clears it. */
  update(params: OrgLimitsUpdateParams, options?: RequestOptions): APIPromise<OrgLimits>;
}

/** `client.browsers.logs`: log streams of browser sessions. */
export interface BrowserLogsResource {
  /** Streams a log file or a supervised process's output as log events. */
  stream(id: string, query: LogStreamQuery, options?: StreamOptions): EventStream<LogEvent>;
}

/** A client of the service. Call the package's default export (`init()`) once before creating one. */
export declare class Client {
  /** Throws a `ValidationError` naming the option at fault. */
  constructor(options?: ClientOptions);
  /** A new client with `options` over this client's own. */
  withOptions(options: ClientOptions): Client;
  /** Holds `connections`: auth connections, their login flows and the handoff. */
  readonly auth: {
    /** Auth connections, their login flows and the handoff. */
    readonly connections: ConnectionsResource;
  };
  /** Projects of the organization. */
  readonly projects: ProjectsResource;
  /** Holds `limits`: the organization's concurrency limits. */
  readonly organization: {
    /** The organization's concurrency limits. */
    readonly limits: OrganizationLimitsResource;
  };
  /** Holds `logs`: log streams of browser sessions. */
  readonly browsers: {
    /** Log streams of browser sessions. */
    readonly logs: BrowserLogsResource;
  };
}
