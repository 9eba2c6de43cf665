// Type check of the npm package: a program that uses every exported type and
// every method, compiled with `tsc --noEmit` (strict) and never run. The
// `@ts-expect-error` lines prove the declarations refuse wrong input.
import init, {
  initSync,
  initFlows,
  Client,
  ManagedAuthSession,
  APIError,
  BadRequestError,
  AuthenticationError,
  SessionExpiredError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APIConnectionTimeoutError,
  StreamNotResumableError,
  UnsupportedPlatformError,
  SDKPanicError,
  APIUserAbortError,
  ValidationError,
  InvalidResponseError,
} from '../../../pkg/browser_cloud_sdk.js';
import * as sessionEntry from '../../../pkg/login-session.js';
import initInline, * as inlineEntry from '../../../pkg/inline.js';
import type {
  APIPromise,
  APIKey,
  APIKeyCreateParams,
  APIKeyCreator,
  APIKeyRotateParams,
  APIKeySort,
  APIKeyStatusFilter,
  APIKeyUpdateParams,
  APIKeysResource,
  AppAction,
  AppLogEvent,
  AppVersion,
  AppVersionSummaryEvent,
  AppsResource,
  AuditLogEntry,
  AuditLogExportChunkQuery,
  AuditLogExportFormat,
  AuditLogsResource,
  CreatedAPIKey,
  Deployment,
  DeploymentCreateParams,
  DeploymentEvent,
  DeploymentSource,
  DeploymentSourceAuth,
  DeploymentSourceType,
  DeploymentStateEvent,
  DeploymentStatus,
  DeploymentsResource,
  FollowQuery,
  Invocation,
  InvocationBrowsers,
  InvocationCreateParams,
  InvocationCreated,
  InvocationEvent,
  InvocationFinalStatus,
  InvocationStateEvent,
  InvocationStatus,
  InvocationUpdateParams,
  InvocationsResource,
  ListAPIKeysQuery,
  ListAppsQuery,
  ListAuditLogsQuery,
  ListDeploymentsQuery,
  ListInvocationsQuery,
  Region,
  RetrieveAPIKeyQuery,
  SortDirection,
  BrowserComputerResource,
  BrowserReplaysResource,
  ClickType,
  ComputerAction,
  ComputerBatchParams,
  ComputerCaptureScreenshotParams,
  ComputerClickMouseAction,
  ComputerClickMouseParams,
  ComputerDragMouseAction,
  ComputerDragMouseParams,
  ComputerGetMousePositionResponse,
  ComputerMoveMouseAction,
  ComputerMoveMouseParams,
  ComputerPressKeyAction,
  ComputerPressKeyParams,
  ComputerReadClipboardResponse,
  ComputerScreenshotRegion,
  ComputerScrollAction,
  ComputerScrollParams,
  ComputerSetCursorAction,
  ComputerSetCursorVisibilityParams,
  ComputerSetCursorVisibilityResponse,
  ComputerSleepAction,
  ComputerSleepParams,
  ComputerTypeTextAction,
  ComputerTypeTextParams,
  ComputerWriteClipboardParams,
  DragMouseButton,
  MouseButton,
  Replay,
  ReplayStartParams,
  WithResponse,
  AuthConnection,
  AuthConnectionCreateParams,
  AuthConnectionUpdateParams,
  AuthStatus,
  Browser,
  BrowserCreateParams,
  BrowserCurlMethod,
  BrowserCurlParams,
  BrowserCurlResponse,
  BrowserCurlResponseEncoding,
  BrowserEventSource,
  BrowserEventSourceKind,
  BrowserExtension,
  BrowserLoadExtension,
  BrowserLoadExtensionsParams,
  BrowserFsResource,
  BrowserFsWatchResource,
  BrowserLogsResource,
  BrowserPlaywrightResource,
  BrowserProcessResource,
  BrowserPoolRef,
  BrowserProfile,
  BrowsersResource,
  BrowserStatusFilter,
  BrowserTelemetryCategory,
  BrowserTelemetryConfig,
  BrowserTelemetryEvent,
  BrowserTelemetryResource,
  BrowserUsage,
  BrowserViewport,
  BrowserProxyConfig,
  BrowserTelemetryCategoriesConfig,
  BrowserTelemetryCategoryConfig,
  BrowserTelemetryExportRequestConfig,
  BrowserTelemetryOTLPExportRequestConfig,
  BrowserTelemetryRequestConfig,
  BrowserUpdateParams,
  BrowserViewportUpdate,
  CanReauthReason,
  ClientOptions,
  ConflictErrorBody,
  AuthConnectionsResource,
  AuthResource,
  CredentialReference,
  DiscoveredField,
  DiscoveredFieldType,
  ErrorDetail,
  ErrorRecord,
  EventStream,
  ExchangeParams,
  ExchangeResponse,
  FlowErrorEvent,
  FsCreateDirectoryParams,
  FsDeleteDirectoryParams,
  FsDeleteFileParams,
  FsDownloadDirZipQuery,
  FsFileInfo,
  FsFileInfoQuery,
  FsListFilesQuery,
  FsMoveParams,
  FsReadFileQuery,
  FsSetFilePermissionsParams,
  FsUploadFile,
  FsUploadParams,
  FsUploadZipParams,
  FsWatch,
  FsWatchEvent,
  FsWatchEventType,
  FsWatchStartParams,
  FsWriteFileQuery,
  FlowEvent,
  FlowStatus,
  FlowStep,
  FlowType,
  HeartbeatEvent,
  InitInput,
  InitOutput,
  ListBrowsersQuery,
  ListConnectionsQuery,
  ListOptions,
  ListProgress,
  ListProjectsQuery,
  ListTelemetryEventsQuery,
  LogEvent,
  LogFileStreamQuery,
  LogProcessStreamQuery,
  LogStreamQuery,
  LoginParams,
  LoginPrompt,
  LoginResponse,
  LoginWaitProgress,
  ManagedAuthBrowserConfig,
  ManagedAuthChoice,
  ManagedAuthChoiceType,
  ManagedAuthField,
  ManagedAuthFieldType,
  ManagedAuthMFAMethod,
  ManagedAuthStateEvent,
  MFAOption,
  MFAType,
  OrganizationLimitsResource,
  OrganizationResource,
  OrgLimits,
  OrgLimitsUpdateParams,
  OTLPDestinationRef,
  Page,
  PagePromise,
  PlaywrightExecuteParams,
  PlaywrightExecuteResponse,
  ProcessExecParams,
  ProcessExecResponse,
  ProcessKillParams,
  ProcessKillResponse,
  ProcessOutput,
  ProcessResizeParams,
  ProcessResizeResponse,
  ProcessSignal,
  ProcessSpawnParams,
  ProcessSpawnResponse,
  ProcessState,
  ProcessStatusResponse,
  ProcessStdinParams,
  ProcessStdinResponse,
  ProcessStdoutStreamResponse,
  Project,
  ProjectCreateParams,
  ProjectLimits,
  ProjectLimitsResource,
  ProjectLimitsUpdateParams,
  ProjectsResource,
  ProjectStatus,
  ProjectUpdateParams,
  Profile,
  ProxyMode,
  PromptChoice,
  PromptField,
  ProxyRef,
  RetrieveBrowserQuery,
  RequestOptions,
  SessionOptions,
  SignInOption,
  SSOButton,
  StreamOptions,
  StreamProgress,
  DownloadOptions,
  DownloadProgress,
  SubmitParams,
  SubmitResponse,
  SyncInitInput,
  TelemetryEventsOrder,
  TelemetryEventsResponse,
  TelemetryStreamQuery,
  TelemetryStreamResponse,
  TimelineEvent,
  TimelineEventType,
  TimelineQuery,
  Uploadable,
  BrowserPool,
  BrowserPoolAcquireParams,
  BrowserPoolConfig,
  BrowserPoolConfigRef,
  BrowserPoolCreateParams,
  BrowserPoolDeleteParams,
  BrowserPoolProfile,
  BrowserPoolReleaseParams,
  BrowserPoolsResource,
  BrowserPoolTelemetry,
  BrowserPoolUpdateParams,
  ListBrowserPoolsQuery,
  Credential,
  CredentialCreateParams,
  CredentialUpdateParams,
  CredentialTotpCodeResponse,
  CredentialsResource,
  ListCredentialsQuery,
  CredentialProvider,
  CredentialProviderCreateParams,
  CredentialProviderItem,
  CredentialProviderListItemsResponse,
  CredentialProvidersResource,
  CredentialProviderTestResult,
  CredentialProviderType,
  CredentialProviderUpdateParams,
  CredentialProviderVault,
  ListCredentialProvidersQuery,
  WaitForLoginOptions,
  ProfilesResource,
  ProxiesResource,
  ExtensionsResource,
  ProfileCreateParams,
  ProfileUpdateParams,
  ListProfilesQuery,
  ProfileDownloadQuery,
  ProfileFormat,
  ProxyCreateParams,
  ProxyType,
  ProxyCreateConfig,
  ProxyOs,
  ProxyProtocol,
  Proxy,
  ProxyConfig,
  ProxyStatus,
  ProxyUpdateParams,
  ListProxiesQuery,
  ProxyCheckParams,
  ListExtensionsQuery,
  Extension,
  ExtensionDownloadFromChromeStoreQuery,
  ExtensionOs,
  ExtensionUploadParams,
} from '../../../pkg/browser_cloud_sdk.js';

// Loading the module: asynchronously from a URL, or synchronously from bytes.
export async function load(wasmUrl: InitInput, bytes: SyncInitInput): Promise<WebAssembly.Memory> {
  const loaded: InitOutput = await init({ module_or_path: wasmUrl });
  const again: InitOutput = initSync({ module: bytes });
  return loaded.memory ?? again.memory;
}

// Loading the flows module ahead of its first use: by default, or from a URL or a compiled module.
export async function loadFlows(flowsUrl: URL, compiled: WebAssembly.Module): Promise<void> {
  await initFlows();
  await initFlows(flowsUrl);
  const done: void = await initFlows(compiled);
  // @ts-expect-error it resolves to nothing: the module's internals are not the API
  await (await initFlows()).WasmClient;
  return done;
}

// Every client option.
export function makeClient(token: string): Client {
  const options: ClientOptions = {
    apiKey: token,
    baseURL: 'https://api.example.test',
    projectID: 'proj_123',
    projectHeader: 'X-Kernel-Project-Id',
    timeout: 30_000,
    maxRetries: 3,
    defaultHeaders: { 'x-app': 'example' },
    fetch: (url: string, init: RequestInit) => fetch(url, init),
    credentials: 'same-origin',
    stream: 'fetch',
  };
  return new Client(options);
}

// Same-origin proxy mode: the page holds no key; its streams may use EventSource.
export const proxied = new Client({ baseURL: '/api', credentials: 'same-origin', stream: 'eventsource' });

// A copy with some options changed, as the official SDK's `withOptions`.
export const patient: Client = proxied.withOptions({ timeout: 120_000, maxRetries: 5 });

const controller = new AbortController();
const requestOptions: RequestOptions = {
  timeout: 5_000,
  maxRetries: 0,
  signal: controller.signal,
  idleTimeout: 15_000,
  maxReconnects: 3,
};

// The resource objects have types of their own.
export function resources(client: Client): [AuthResource, AuthConnectionsResource, ProjectsResource, ProjectLimitsResource, OrganizationResource, OrganizationLimitsResource, BrowsersResource, BrowserLogsResource] {
  return [client.auth, client.auth.connections, client.projects, client.projects.limits, client.organization, client.organization.limits, client.browsers, client.browsers.logs];
}

// Nested request types, each written out once.
const categories: BrowserTelemetryCategoriesConfig = {
  control: { enabled: true },
  connection: { enabled: true },
  system: { enabled: true },
  captcha: { enabled: true },
  console: { enabled: false },
  network: { enabled: false },
  page: {},
  interaction: {},
  screenshot: { enabled: false } satisfies BrowserTelemetryCategoryConfig,
};
const destination: OTLPDestinationRef = { name: 'collector' };
const otlp: BrowserTelemetryOTLPExportRequestConfig = { destination, enabled: true };
const exportConfig: BrowserTelemetryExportRequestConfig = { otlp };
const telemetry: BrowserTelemetryRequestConfig = { enabled: true, browser: categories, export: exportConfig };
const mode: ProxyMode = 'direct';
const browserProxy: BrowserProxyConfig = { mode };
const browser: ManagedAuthBrowserConfig = { proxy: browserProxy, stealth: true, telemetry };
const proxyRef: ProxyRef = { id: 'proxy_1' };
const credentials: CredentialReference[] = [{ name: 'stored' }, { provider: 'vault', path: 'items/1' }, { provider: 'vault', auto: true }];

// Managed auth: every method of client.auth.connections.
export async function manageConnections(client: Client): Promise<AuthConnection> {
  const connections = client.auth.connections;
  const create: AuthConnectionCreateParams = {
    domain: 'example.com',
    profile_name: 'user-1',
    allowed_domains: ['login.example.com'],
    auto_reauth: true,
    browser,
    browser_telemetry: null,
    credential: credentials[0],
    health_check_interval: 3600,
    health_checks: true,
    login_url: 'https://example.com/login',
    proxy: proxyRef,
    record_session: false,
    save_credentials: true,
  };
  let created: AuthConnection;
  try {
    created = await connections.create(create);
  } catch (error) {
    if (!(error instanceof ConflictError) || error.existing_id === undefined) throw error;
    created = await connections.retrieve(error.existing_id);
  }
  const same: AuthConnection = await connections.getOrCreate(create, requestOptions);
  const update: AuthConnectionUpdateParams = { auto_reauth: false, credential: credentials[1], browser: { proxy: { name: 'eu' } } };
  const updated: AuthConnection = await connections.update(created.id, update);

  const query: ListConnectionsQuery = { offset: 0, limit: 20, domain: 'example.com', profile_name: 'user-1', query: 'ex' };
  const first: Page<AuthConnection> = await connections.list(query);
  for (const connection of first.items) describeConnection(connection);
  const listed: PagePromise<AuthConnection> = connections.list();
  for await (const connection of listed) describeConnection(connection);
  const listOptions: ListOptions = {
    ...requestOptions,
    onProgress: ({ pages, items, hasMore }: ListProgress) => console.log(`${items} connections in ${pages} pages`, hasMore),
  };
  for await (const connection of connections.list(query, listOptions)) describeConnection(connection);

  const login: LoginParams = { proxy: { name: 'eu' }, record_session: true, browser_telemetry: telemetry };
  const started: LoginResponse = await connections.login(updated.id, login);
  const links: string[] = [started.id, started.flow_type, started.flow_expires_at, started.hosted_url, started.live_view_url ?? '', started.handoff_code ?? ''];

  const submit: SubmitParams = {
    fields: { identifier: 'me@example.com', password: 'secret' },
    field_values: { username: 'me' },
    selected_choice_id: 'sms',
    mfa_option_id: 'sms',
    sign_in_option_id: 'acct-1',
    sso_button_selector: '//button[1]',
    sso_provider: 'google',
  };
  const accepted: SubmitResponse = await connections.submit(same.id, submit);

  const timelineQuery: TimelineQuery = { offset: 0, limit: 10, type: 'login' };
  const timeline: Page<TimelineEvent> = await connections.timeline(same.id, timelineQuery);
  for (const event of timeline.items) describeTimelineEvent(event);
  if (timeline.hasNextPage()) {
    const next: Page<TimelineEvent> = await timeline.getNextPage();
    const offset: number | null = next.next_offset;
    const items: TimelineEvent[] = next.getPaginatedItems();
    console.log(next.has_more, offset, items.length);
  }
  for await (const each of timeline.iterPages()) console.log(each.items.length);

  const exchangeParams: ExchangeParams = { code: started.handoff_code ?? '' };
  const token: ExchangeResponse = await connections.exchange(started.id, exchangeParams);
  const scoped = makeClient(token.jwt);
  await followFlow(scoped.auth.connections, started.id);

  const waitOptions: WaitForLoginOptions = {
    pollInterval: 500,
    signal: controller.signal,
    onProgress: ({ connection, polls, elapsedMs }: LoginWaitProgress) => console.log(connection.flow_step, polls, elapsedMs),
  };
  const done: AuthConnection = await scoped.auth.connections.waitForLogin(started.id, waitOptions);
  await connections.delete(created.id, requestOptions);
  console.log(links, accepted.accepted);
  return done;
}

// Events of a flow, narrowed by their `event` member.
async function followFlow(connections: AuthConnectionsResource, id: string): Promise<FlowStatus | null | undefined> {
  const stream: EventStream<FlowEvent> = connections.follow(id, { idleTimeout: 30_000 });
  let last: FlowStatus | null | undefined;
  for await (const event of stream) {
    switch (event.event) {
      case 'managed_auth_state':
        last = describeState(event);
        break;
      case 'error':
        describeFlowError(event);
        stream.close();
        break;
      case 'sse_heartbeat':
        keepAlive(event);
        break;
    }
  }
  return last;
}

function describeState(event: ManagedAuthStateEvent): FlowStatus | null {
  const step: FlowStep | null = event.flow_step;
  const type: FlowType | null | undefined = event.flow_type;
  const fields: ManagedAuthField[] = event.fields ?? [];
  const kinds: ManagedAuthFieldType[] = fields.map((field) => field.type);
  const choices: ManagedAuthChoice[] = event.choices ?? [];
  const choiceTypes: ManagedAuthChoiceType[] = choices.map((choice) => choice.type);
  const methods: (ManagedAuthMFAMethod | null | undefined)[] = choices.map((choice) => choice.mfa_type);
  const discovered: DiscoveredField[] = event.discovered_fields ?? [];
  const inputTypes: DiscoveredFieldType[] = discovered.map((field) => field.type);
  const options: MFAOption[] = event.mfa_options ?? [];
  const mfaTypes: MFAType[] = options.map((option) => option.type);
  const sso: SSOButton[] = event.pending_sso_buttons ?? [];
  const signIn: SignInOption[] = event.sign_in_options ?? [];
  console.log(step, type, kinds, choiceTypes, methods, inputTypes, mfaTypes, sso.map((b) => b.provider), signIn.map((o) => o.id));
  console.log(event.timestamp, event.hosted_url, event.live_view_url, event.website_error, event.external_action_message);
  return event.flow_status;
}

function describeFlowError(event: FlowErrorEvent): string {
  const record: ErrorRecord = event.error;
  const details: ErrorDetail[] = record.details ?? [];
  return `${record.code}: ${record.message} (${details.length} details, inner ${record.inner_error?.code ?? 'none'})`;
}

function keepAlive(event: HeartbeatEvent): string {
  return event.event;
}

function describeConnection(connection: AuthConnection): string {
  const status: AuthStatus = connection.status;
  const reason: CanReauthReason | undefined = connection.can_reauth_reason;
  const flow: FlowStatus | null | undefined = connection.flow_status;
  return `${connection.profile_name}@${connection.domain}: ${status} ${reason ?? ''} ${flow ?? 'no flow'}`;
}

function describeTimelineEvent(event: TimelineEvent): string {
  const type: TimelineEventType = event.type;
  return `${event.timestamp} ${type} ${event.status}`;
}

// Projects and limits: every method of client.projects, client.projects.limits
// and client.organization.limits.
export async function manageProjects(client: Client): Promise<OrgLimits> {
  const projects = client.projects;
  const createParams: ProjectCreateParams = { name: 'staging' };
  const project: Project = await projects.create(createParams);
  const byName: Project = await projects.retrieve('staging');
  const status: ProjectStatus = 'archived';
  const patch: ProjectUpdateParams = { name: 'staging-old', status };
  const archived: Project = await projects.update(project.id, patch);
  const query: ListProjectsQuery = { offset: 0, limit: 50, name: 'staging', query: 'stag' };
  for await (const each of projects.list(query)) console.log(each.name, each.status, each.created_at, each.updated_at);
  const page = await projects.list();
  console.log(page.items.length, byName.id, archived.status);

  // The Response beside the data, as the official SDK's APIPromise gives it.
  const pending: APIPromise<Project> = projects.retrieve('staging');
  const answer: WithResponse<Project> = await pending.withResponse();
  const { data, response, request_id } = answer;
  const raw: Response = await projects.retrieve('staging').asResponse();
  const listed = await projects.list({ limit: 1 }).withResponse();
  console.log(data.name, response.status, request_id, raw.headers.get('x-request-id'), listed.data.has_more);
  try {
    await projects.retrieve('missing');
  } catch (error) {
    if (error instanceof APIError) console.log(error.headers?.get('x-request-id'));
  }

  const limits: ProjectLimits = await projects.limits.retrieve(project.id);
  const limitsPatch: ProjectLimitsUpdateParams = { max_concurrent_sessions: 5, max_concurrent_invocations: 0 };
  const newLimits: ProjectLimits = await projects.limits.update(project.id, limitsPatch, requestOptions);
  console.log(limits.max_concurrent_sessions, newLimits.max_concurrent_invocations, newLimits.max_pooled_sessions);
  await projects.delete(project.id);

  const org: OrgLimits = await client.organization.limits.retrieve();
  const orgPatch: OrgLimitsUpdateParams = { default_project_max_concurrent_sessions: (org.max_concurrent_sessions ?? 10) > 5 ? 3 : 0 };
  return client.organization.limits.update(orgPatch);
}

// Browser sessions: every method of client.browsers.
// Browser profiles: every method of client.profiles.
export async function manageProfiles(client: Client): Promise<Blob> {
  const profiles: ProfilesResource = client.profiles;
  const createParams: ProfileCreateParams = { name: 'shopping' };
  const profile: Profile = await profiles.create(createParams);
  const byName: Profile = await profiles.retrieve('shopping');
  const rename: ProfileUpdateParams = { name: 'travel' };
  const renamed: Profile = await profiles.update(profile.id, rename);
  const query: ListProfilesQuery = { offset: 0, limit: 10, name: 'travel', query: 'trav' };
  for await (const each of profiles.list(query)) console.log(each.id, each.name, each.last_used_at, each.updated_at);
  console.log(byName.created_at, renamed.name);
  const format: ProfileFormat = 'tar';
  const download: ProfileDownloadQuery = { format };
  const archive: Response = await profiles.download(profile.id, download);
  await profiles.delete(profile.id);
  return archive.blob();
}

// Proxies: every method of client.proxies.
export async function manageProxies(client: Client): Promise<ProxyStatus | undefined> {
  const proxies: ProxiesResource = client.proxies;
  const type: ProxyType = 'custom';
  const protocol: ProxyProtocol = 'https';
  const config: ProxyCreateConfig = { host: 'proxy.example.com', port: 8080, username: 'alice', password: 'secret' };
  const createParams: ProxyCreateParams = { type, protocol, config, name: 'office', bypass_hosts: ['localhost'] };
  const proxy: Proxy = await proxies.create(createParams);
  const os: ProxyOs = 'windows';
  const home: Proxy = await proxies.create({ type: 'residential', config: { country: 'US', city: 'sanfrancisco', os } });
  const id = proxy.id ?? '';
  const read: Proxy = await proxies.retrieve(id);
  const rename: ProxyUpdateParams = { name: 'office-2' };
  const renamed: Proxy = await proxies.update(id, rename);
  const query: ListProxiesQuery = { limit: 10, name: 'office-2', query: 'example' };
  for await (const each of proxies.list(query)) console.log(each.type, each.ip_address, each.bypass_hosts);
  const settings: ProxyConfig | undefined = read.config;
  console.log(settings?.has_password, settings?.host, renamed.name, home.id);
  const check: ProxyCheckParams = { url: 'https://example.com/' };
  const checked: Proxy = await proxies.check(id, check);
  await proxies.check(id);
  await proxies.delete(id);
  const status: ProxyStatus | undefined = checked.status;
  console.log(checked.last_checked);
  return status;
}

// Extensions: every method of client.extensions.
export async function manageExtensions(client: Client, zip: Blob): Promise<Blob> {
  const extensions: ExtensionsResource = client.extensions;
  const os: ExtensionOs = 'linux';
  const store: ExtensionDownloadFromChromeStoreQuery = { url: 'https://chromewebstore.google.com/detail/x/cjpalhdlnbpafiamejdnhcphjbkeiagm', os };
  const fetched: Response = await extensions.downloadFromChromeStore(store);
  const upload: ExtensionUploadParams = { file: zip, name: 'ad-blocker' };
  const extension: Extension = await extensions.upload(upload);
  const read: Extension = await extensions.get('ad-blocker');
  const query: ListExtensionsQuery = { limit: 10, name: 'ad-blocker', query: 'ad' };
  for await (const each of extensions.list(query)) console.log(each.id, each.size_bytes, each.checksum, each.last_used_at);
  console.log(read.name, read.created_at, fetched.status);
  const archive: Response = await extensions.download(extension.id);
  await extensions.delete(extension.id);
  return archive.blob();
}

export async function manageBrowsers(client: Client): Promise<Browser[]> {
  const browsers: BrowsersResource = client.browsers;
  const viewport: BrowserViewport = { width: 1280, height: 800, refresh_rate: 60 };
  const profile: BrowserProfile = { name: 'work', save_changes: true };
  const extension: BrowserExtension = { id: 'ext_1' };
  const policy: Record<string, unknown> = { HomepageLocation: 'https://example.com', ManagedBookmarks: [{ name: 'Docs', url: null }] };
  const params: BrowserCreateParams = {
    name: 'checkout',
    headless: false,
    stealth: true,
    timeout_seconds: 300,
    start_url: 'https://example.com',
    profile,
    extensions: [extension],
    viewport,
    tags: { team: 'payments' },
    chrome_policy: policy,
    telemetry: { enabled: true },
  };
  const created: Browser = await browsers.create(params);
  const blank: Browser = await browsers.create();
  const read: RetrieveBrowserQuery = { include_deleted: true };
  const byName: Browser = await browsers.retrieve('checkout', read, requestOptions);
  const pool: BrowserPoolRef | undefined = byName.pool;
  const used: Profile | undefined = byName.profile;
  const usage: BrowserUsage | undefined = byName.usage;
  const telemetry: BrowserTelemetryConfig | null | undefined = byName.telemetry;
  console.log(created.cdp_ws_url, blank.session_id, pool?.name, used?.name, usage?.uptime_ms, telemetry?.browser?.console?.enabled);
  const status: BrowserStatusFilter = 'all';
  const query: ListBrowsersQuery = { status, query: 'check', tags: { team: 'payments' }, limit: 10 };
  const every: Browser[] = [];
  for await (const each of browsers.list(query)) every.push(each);
  const resize: BrowserViewportUpdate = { width: 1024, height: 768, refresh_rate: 30, force: true };
  const change: BrowserUpdateParams = {
    name: 'checkout-2',
    tags: { team: 'search' },
    proxy_id: '',
    disable_default_proxy: true,
    profile: { id: 'prof_1' },
    telemetry: { browser: { console: { enabled: true } } },
    viewport: resize,
  };
  const renamed: Browser = await browsers.update('checkout', change, requestOptions);
  const cleared: Browser = await browsers.update(renamed.session_id, { name: '', tags: {}, proxy_id: null, telemetry: null });
  console.log(cleared.name ?? 'no name');
  const nothing: void = await browsers.deleteByID(created.session_id);
  console.log(nothing);
  // @ts-expect-error: a viewport needs its height.
  await browsers.create({ viewport: { width: 800 } });
  // @ts-expect-error: an update needs its body, even an empty one.
  await browsers.update('checkout');
  // @ts-expect-error: a resize needs its height.
  await browsers.update('checkout', { viewport: { width: 800, force: true } });
  // @ts-expect-error: 'stopped' is not a BrowserStatusFilter.
  await browsers.list({ status: 'stopped' });
  return every;
}

// A request sent from inside a session, and extensions loaded into it.
export async function actInside(client: Client, id: string): Promise<string> {
  const browsers: BrowsersResource = client.browsers;
  const method: BrowserCurlMethod = 'POST';
  const encoding: BrowserCurlResponseEncoding = 'base64';
  const request: BrowserCurlParams = {
    url: 'https://example.com/form',
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=1',
    response_encoding: encoding,
    timeout_ms: 5_000,
  };
  const answer: BrowserCurlResponse = await browsers.curl(id, request, requestOptions);
  const cookies: string[] = answer.headers['set-cookie'] ?? [];
  console.log(answer.status, answer.duration_ms, cookies.length);
  const extension: BrowserLoadExtension = { name: 'adblock', zip_file: new Blob([new Uint8Array([80, 75])]) };
  const load: BrowserLoadExtensionsParams = { extensions: [extension, { name: 'dark', zip_file: new ArrayBuffer(4) }] };
  const nothing: void = await browsers.loadExtensions(id, load, requestOptions);
  console.log(nothing);
  // @ts-expect-error: a request needs its URL.
  await browsers.curl(id, { method: 'GET' });
  // @ts-expect-error: 'CONNECT' is not a BrowserCurlMethod.
  await browsers.curl(id, { url: 'https://example.com', method: 'CONNECT' });
  // @ts-expect-error: a path is no zip file.
  await browsers.loadExtensions(id, { extensions: [{ name: 'a', zip_file: '/tmp/a.zip' }] });
  return answer.body;
}

// A session's telemetry: past events by the page, new ones as a stream resumed after a kept id.
export async function watchTelemetry(client: Client, id: string, keptId: string | undefined): Promise<number[]> {
  const telemetry: BrowserTelemetryResource = client.browsers.telemetry;
  const categories: BrowserTelemetryCategory[] = ['control', 'system'];
  const order: TelemetryEventsOrder = 'desc';
  const query: ListTelemetryEventsQuery = { category: categories, order, until: '1m', limit: 50, offset: 0 };
  const seqs: number[] = [];
  for await (const past of telemetry.events(id, query)) {
    const kept: TelemetryEventsResponse = past;
    seqs.push(kept.seq);
  }
  const window = await telemetry.events(id, { since: '2026-01-01T00:00:00Z' });
  console.log(window.has_more);
  const from: TelemetryStreamQuery = { replay: 'all' };
  const options: StreamOptions = { lastEventId: keptId, idleTimeout: 30_000, maxReconnects: 10 };
  const stream: EventStream<TelemetryStreamResponse> = telemetry.stream(id, from, options);
  for await (const envelope of stream) {
    const event: BrowserTelemetryEvent = envelope.event;
    const source: BrowserEventSource = event.source;
    const producer: BrowserEventSourceKind = source.kind;
    console.log(envelope.seq, event.type, event.category, event.ts, event.data, event.truncated, producer, source.event, source.metadata);
    seqs.push(envelope.seq);
    if (seqs.length >= 100) stream.close();
  }
  const fresh = await telemetry.stream(id).next();
  if (!fresh.done) seqs.push(fresh.value.seq);
  // @ts-expect-error: a kept id is a string.
  telemetry.stream(id, {}, { lastEventId: 7 });
  // @ts-expect-error: 'gpu' is not a BrowserTelemetryCategory.
  await telemetry.events(id, { category: ['gpu'] });
  return seqs;
}

// A session's files: an upload from any of the file kinds, read back.
export async function manageFiles(client: Client, id: string): Promise<string> {
  const fs: BrowserFsResource = client.browsers.fs;
  const blob: Uploadable = new Blob(['notes']);
  const bytes: Uploadable = new Uint8Array([1, 2, 3]);
  const files: FsUploadFile[] = [
    { dest_path: '/tmp/notes.txt', file: blob },
    { dest_path: '/tmp/data.bin', file: bytes },
    { dest_path: '/tmp/buffer.bin', file: new ArrayBuffer(8) },
  ];
  const params: FsUploadParams = { files };
  const nothing: void = await fs.upload(id, params, requestOptions);
  console.log(nothing);
  const query: FsReadFileQuery = { path: '/tmp/notes.txt' };
  const downloadOptions: DownloadOptions = {
    ...requestOptions,
    onProgress: ({ loaded, total }: DownloadProgress) => console.log(loaded, total ?? 'unknown'),
  };
  const response: Response = await fs.readFile(id, query, downloadOptions);
  // @ts-expect-error: a string is no file.
  await fs.upload(id, { files: [{ dest_path: '/tmp/a', file: 'text' }] });
  return response.text();
}

// A session's screen, mouse, keyboard and clipboard, one action at a time
// and in a batch; a screenshot of a region.
export async function driveComputer(client: Client, id: string): Promise<Blob> {
  const computer: BrowserComputerResource = client.browsers.computer;
  const button: MouseButton = 'right';
  const clickType: ClickType = 'click';
  const click: ComputerClickMouseParams = { x: 10, y: 20, button, click_type: clickType, hold_keys: ['Shift'], num_clicks: 2 };
  const none: void = await computer.clickMouse(id, click, requestOptions);
  console.log(none);
  const dragButton: DragMouseButton = 'middle';
  const drag: ComputerDragMouseParams = { path: [[0, 0], [30, 40]], button: dragButton, delay: 5, duration_ms: 100, smooth: true, step_delay_ms: 1, steps_per_segment: 2 };
  await computer.dragMouse(id, drag);
  const move: ComputerMoveMouseParams = { x: 1, y: 2, duration_ms: 50, smooth: false };
  await computer.moveMouse(id, move);
  const keys: ComputerPressKeyParams = { keys: ['Ctrl+t'], duration: 0 };
  await computer.pressKey(id, keys);
  const scroll: ComputerScrollParams = { x: 5, y: 5, delta_x: -1, delta_y: 3 };
  await computer.scroll(id, scroll);
  const typed: ComputerTypeTextParams = { text: 'hello', delay: 10 };
  await computer.typeText(id, typed);
  const write: ComputerWriteClipboardParams = { text: 'copied' };
  await computer.writeClipboard(id, write);
  const clipboard: ComputerReadClipboardResponse = await computer.readClipboard(id);
  const position: ComputerGetMousePositionResponse = await computer.getMousePosition(id);
  const cursor: ComputerSetCursorVisibilityParams = { hidden: true };
  const set: ComputerSetCursorVisibilityResponse = await computer.setCursorVisibility(id, cursor);
  console.log(clipboard.text, position.x, position.y, set.ok);
  const sleep: ComputerSleepParams = { duration_ms: 100 };
  const actions: ComputerAction[] = [
    { type: 'click_mouse', click_mouse: click } satisfies ComputerClickMouseAction,
    { type: 'drag_mouse', drag_mouse: drag } satisfies ComputerDragMouseAction,
    { type: 'move_mouse', move_mouse: move } satisfies ComputerMoveMouseAction,
    { type: 'press_key', press_key: keys } satisfies ComputerPressKeyAction,
    { type: 'scroll', scroll } satisfies ComputerScrollAction,
    { type: 'set_cursor', set_cursor: cursor } satisfies ComputerSetCursorAction,
    { type: 'sleep', sleep } satisfies ComputerSleepAction,
    { type: 'type_text', type_text: typed } satisfies ComputerTypeTextAction,
  ];
  const batch: ComputerBatchParams = { actions };
  await computer.batch(id, batch);
  // @ts-expect-error: a click action holds its parameters under click_mouse.
  await computer.batch(id, { actions: [{ type: 'click_mouse', move_mouse: move }] });
  // @ts-expect-error: 'thumb' is not a MouseButton.
  await computer.clickMouse(id, { x: 1, y: 1, button: 'thumb' });
  const region: ComputerScreenshotRegion = { x: 0, y: 0, width: 100, height: 50 };
  const shot: ComputerCaptureScreenshotParams = { region };
  const whole: Response = await computer.captureScreenshot(id);
  console.log(whole.headers.get('content-type'));
  return (await computer.captureScreenshot(id, shot)).blob();
}

// A session's recordings: started, listed, stopped and downloaded.
export async function recordReplay(client: Client, id: string): Promise<ArrayBuffer> {
  const replays: BrowserReplaysResource = client.browsers.replays;
  const options: ReplayStartParams = { framerate: 10, max_duration_in_seconds: 60, record_audio: false };
  const started: Replay = await replays.start(id, options);
  await replays.start(id);
  const listed: Replay[] = await replays.list(id);
  console.log(listed.map((r) => [r.replay_id, r.started_at, r.finished_at, r.replay_view_url]));
  const stopped: void = await replays.stop(started.replay_id, { id });
  console.log(stopped);
  // @ts-expect-error: download needs the session's id.
  await replays.download(started.replay_id);
  const video: Response = await replays.download(started.replay_id, { id });
  return video.arrayBuffer();
}

// Processes in a session's VM: one run to its end, one spawned and talked
// to while it runs, its output streamed until its exit.
export async function runProcesses(client: Client, id: string): Promise<string[]> {
  const process: BrowserProcessResource = client.browsers.process;
  const exec: ProcessExecParams = { command: 'ls', args: ['/tmp'], as_root: false, as_user: null, cwd: '/tmp', env: { LANG: 'C' }, timeout_sec: 10 };
  const ran: ProcessExecResponse = await process.exec(id, exec, requestOptions);
  const spawn: ProcessSpawnParams = { command: 'sh', allocate_tty: true, cols: 80, rows: 24, args: [], as_user: 'kernel', cwd: null, env: {}, timeout_sec: null, as_root: false };
  const spawned: ProcessSpawnResponse = await process.spawn(id, spawn);
  const processId = spawned.process_id ?? '';
  const size: ProcessResizeParams = { cols: 120, rows: 40 };
  const resized: ProcessResizeResponse = await process.resize(processId, { id, ...size });
  const input: ProcessStdinParams = { data_b64: btoa('stty size\n') };
  const written: ProcessStdinResponse = await process.stdin(processId, { id, ...input });
  const status: ProcessStatusResponse = await process.status(processId, { id });
  const state: ProcessState | undefined = status.state;
  const signal: ProcessSignal = 'TERM';
  const kill: ProcessKillParams = { signal };
  const killed: ProcessKillResponse = await process.kill(processId, { id, ...kill });
  const chunks: string[] = [];
  for await (const event of process.stdoutStream(processId, { id }, { idleTimeout: 30_000 })) {
    const each: ProcessStdoutStreamResponse = event;
    const output: ProcessOutput | undefined = each.stream;
    if (each.event === 'exit') chunks.push(`exit ${each.exit_code}`);
    else chunks.push(`${output}: ${atob(each.data_b64 ?? '')}`);
  }
  console.log(ran.exit_code, ran.stdout_b64, resized.ok, written.written_bytes, state, status.exit_code, killed.ok);
  // @ts-expect-error: STOP is not a signal the service sends.
  await process.kill(processId, { id, signal: 'STOP' });
  // @ts-expect-error: the session's id is a member of the params.
  await process.status(processId);
  return chunks;
}

// Playwright code run against a session.
export async function runPlaywright(client: Client, id: string): Promise<unknown> {
  const playwright: BrowserPlaywrightResource = client.browsers.playwright;
  const params: PlaywrightExecuteParams = { code: 'return await page.title();', timeout_sec: 30 };
  const answer: PlaywrightExecuteResponse = await playwright.execute(id, params);
  if (!answer.success) throw new Error(answer.error ?? 'failed');
  console.log(answer.stdout, answer.stderr);
  return answer.result;
}

// A session's directories: written, listed, described, moved, chmodded,
// archived and deleted.
export async function manageDirectories(client: Client, id: string): Promise<FsFileInfo[]> {
  const fs: BrowserFsResource = client.browsers.fs;
  const made: FsCreateDirectoryParams = { path: '/tmp/out', mode: '755' };
  await fs.createDirectory(id, made, requestOptions);
  const where: FsWriteFileQuery = { path: '/tmp/out/a.txt', mode: '644' };
  const wrote: void = await fs.writeFile(id, 'text', where);
  console.log(wrote);
  await fs.writeFile(id, new Uint8Array([1, 2]), { path: '/tmp/out/b.bin' });
  await fs.writeFile(id, new DataView(new ArrayBuffer(2)), { path: '/tmp/out/c.bin' });
  await fs.writeFile(id, new Blob(['d']), { path: '/tmp/out/d.txt' }, requestOptions);
  // @ts-expect-error: a number is no bytes.
  await fs.writeFile(id, 42, { path: '/tmp/out/e' });
  const info: FsFileInfo = await fs.fileInfo(id, { path: '/tmp/out/a.txt' } satisfies FsFileInfoQuery);
  console.log(info.is_dir, info.mod_time, info.mode, info.name, info.path, info.size_bytes);
  const listing: FsListFilesQuery = { path: '/tmp/out' };
  const entries: FsFileInfo[] = await fs.listFiles(id, listing);
  const moved: FsMoveParams = { src_path: '/tmp/out/a.txt', dest_path: '/tmp/out/z.txt' };
  await fs.move(id, moved);
  const chmod: FsSetFilePermissionsParams = { path: '/tmp/out/z.txt', mode: '600', owner: '1000', group: 'staff' };
  await fs.setFilePermissions(id, chmod);
  const archived: FsDownloadDirZipQuery = { path: '/tmp/out' };
  const zip: Response = await fs.downloadDirZip(id, archived);
  const unpack: FsUploadZipParams = { dest_path: '/tmp/copy', zip_file: await zip.blob() };
  await fs.uploadZip(id, unpack);
  const file: FsDeleteFileParams = { path: '/tmp/out/z.txt' };
  await fs.deleteFile(id, file);
  const dir: FsDeleteDirectoryParams = { path: '/tmp/out' };
  await fs.deleteDirectory(id, dir);
  return entries;
}

// A directory's watch: its changes as a stream until it stops.
export async function watchDirectory(client: Client, id: string): Promise<string[]> {
  const watches: BrowserFsWatchResource = client.browsers.fs.watch;
  const start: FsWatchStartParams = { path: '/tmp/downloads', recursive: true };
  const started: FsWatch = await watches.start(id, start, requestOptions);
  const watchId = started.watch_id ?? '';
  const seen: string[] = [];
  const stream: EventStream<FsWatchEvent> = watches.events(watchId, { id }, { idleTimeout: 30_000 });
  for await (const event of stream) {
    const type: FsWatchEventType = event.type;
    seen.push(`${type} ${event.path} ${event.name ?? ''} ${event.is_dir ?? false}`);
    if (seen.length === 10) break;
  }
  const stopped: void = await watches.stop(watchId, { id });
  console.log(stopped);
  // @ts-expect-error: the session's id is a member of the params.
  await watches.stop(watchId);
  return seen;
}

// Log streams, from a file or from a supervised process.
export async function tailLogs(client: Client, browserId: string): Promise<string[]> {
  const file: LogFileStreamQuery = { source: 'path', path: '/var/log/app.log', follow: true };
  const fromFile: LogStreamQuery = file;
  const process: LogProcessStreamQuery = { source: 'supervisor', supervisor_process: 'chromium' };
  const fromProcess: LogStreamQuery = process;
  const lines: string[] = [];
  const streamOptions: StreamOptions = {
    ...requestOptions,
    onProgress: ({ events, reconnects, lastEventId }: StreamProgress) => console.log(events, reconnects, lastEventId ?? 'no id'),
  };
  const stream: EventStream<LogEvent> = client.browsers.logs.stream(browserId, fromFile, streamOptions);
  for await (const event of stream) {
    lines.push(`${event.timestamp} ${event.message}`);
    if (lines.length >= 100) stream.close();
  }
  const next = await client.browsers.logs.stream(browserId, fromProcess).next();
  if (!next.done) lines.push(next.value.message);
  return lines;
}

// A page without a key drives a login through the hosted_url's handoff code.
export async function driveLogin(hostedUrl: string, askPerson: (field: PromptField) => Promise<string>): Promise<AuthConnection | undefined> {
  const options: SessionOptions = {
    baseURL: 'https://api.example.test',
    timeout: 30_000,
    fetch: (url: string, init: RequestInit) => fetch(url, init),
    stream: 'fetch',
    pollInterval: 1_000,
    allowedOrigins: ['https://login.example.test', 'http://localhost:5173'],
  };
  const session: ManagedAuthSession = await ManagedAuthSession.fromHostedUrl(hostedUrl, options);
  const id: string = session.connectionId;
  const frameable: boolean = session.allows(session.state?.live_view_url ?? '');
  const before: AuthConnection | undefined = session.state;
  const watch = session.watch({ signal: controller.signal });
  try {
    for await (const state of watch) {
      const prompt: LoginPrompt | undefined = session.prompt;
      if (!prompt) continue;
      const status: FlowStatus | null = prompt.status;
      const step: FlowStep | null = prompt.step;
      console.log(id, frameable, state.flow_status, status, step, prompt.external_action_message, prompt.website_error, prompt.error_message, prompt.expires_at);
      if (prompt.fields.length > 0) {
        const values: Record<string, string> = {};
        for (const field of prompt.fields) {
          const type: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'code' = field.type;
          const autocomplete: 'username' | 'current-password' | 'one-time-code' | null = field.autocomplete;
          console.log(field.label, type, field.hint, field.required, autocomplete);
          values[field.id] = await askPerson(field);
        }
        const sent: SubmitResponse = await session.submitFields(values, requestOptions);
        console.log(sent.accepted);
      } else if (prompt.choices.length > 0) {
        const choice: PromptChoice = prompt.choices[0];
        const kind: 'choice' | 'mfa_option' | 'sign_in_option' | 'sso_button' = choice.kind;
        console.log(choice.label, kind, choice.description, choice.masked_destination);
        await session.choose(choice);
        await session.choose(choice.id, requestOptions);
      }
    }
    const params: SubmitParams = { selected_choice_id: 'sms' };
    await session.submit(params, requestOptions);
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      const auth: AuthenticationError = error;
      console.log('start a new login', auth.code);
    } else throw error;
  } finally {
    watch.close();
    session.close();
  }
  return before ?? session.state;
}

// A page that only completes a login imports the session entry
// (browser-cloud-sdk/session): the same session and error classes, no client.
export async function loginPage(hostedUrl: string): Promise<string | undefined> {
  await sessionEntry.initFlows();
  const options: sessionEntry.SessionOptions = { stream: 'fetch' };
  const session: ManagedAuthSession = await sessionEntry.ManagedAuthSession.fromHostedUrl(hostedUrl, options);
  try {
    const prompt: sessionEntry.LoginPrompt | undefined = session.prompt;
    const fields: sessionEntry.PromptField[] = prompt?.fields ?? [];
    const choices: sessionEntry.PromptChoice[] = prompt?.choices ?? [];
    return `${fields.length} fields, ${choices.length} choices`;
  } catch (error) {
    if (error instanceof sessionEntry.SessionExpiredError) return undefined;
    const typed: APIError | undefined = error instanceof sessionEntry.APIError ? error : undefined;
    throw typed ?? error;
  } finally {
    session.close();
  }
}

// The inline entry (browser-cloud-sdk/inline): the main entry's exports, and
// an init() that takes nothing, since the wasm comes inside the bundle.
export async function inlinePage(apiKey: string): Promise<number> {
  const exports: inlineEntry.InitOutput = await initInline();
  // @ts-expect-error: the inline init() loads no file, so it takes no source
  await initInline('/pkg/browser_cloud_sdk_bg.wasm');
  const client: Client = new inlineEntry.Client({ apiKey });
  const page = await client.projects.list();
  return page.items.length + exports.memory.buffer.byteLength;
}

// Errors: one class per kind, with the service's record and the client's code.
export function explain(error: unknown): string {
  if (error instanceof ValidationError) return `refused before sending: ${error.path} (${error.rule})`;
  if (error instanceof ConflictError) {
    const body: ErrorRecord | ConflictErrorBody | undefined = error.error;
    return `exists: ${error.existing_id ?? ''} ${body?.message ?? ''}`;
  }
  if (error instanceof InvalidResponseError) return `bad response at ${error.path ?? '?'}: ${error.rule ?? '?'}`;
  if (error instanceof APIConnectionTimeoutError) return `timed out (${error.code})`;
  if (error instanceof StreamNotResumableError) return `stream gap, open it again (${error.code})`;
  if (error instanceof UnsupportedPlatformError) return `only in a browser (${error.code})`;
  if (error instanceof SDKPanicError) return `the SDK failed and restarted: retry (${error.code})`;
  if (error instanceof APIConnectionError) return `unreachable (${error.code})`;
  if (error instanceof APIUserAbortError) return 'aborted';
  const kinds = [BadRequestError, AuthenticationError, PermissionDeniedError, NotFoundError, UnprocessableEntityError, RateLimitError, InternalServerError];
  if (kinds.some((kind) => error instanceof kind) && error instanceof APIError) {
    const status: number | undefined = error.status;
    const detail: ErrorDetail | undefined = error.inner_error;
    return `${status ?? '-'} ${error.code}: ${error.message} [${error.request_id ?? ''}] ${error.details?.length ?? 0} ${detail?.message ?? ''}`;
  }
  return String(error);
}

// The declarations are precise: each line below is a compile error.
export async function refused(client: Client): Promise<void> {
  // @ts-expect-error: 'deleted' is not a ProjectStatus.
  await client.projects.update('proj_1', { status: 'deleted' });
  // @ts-expect-error: profile_name is required on create.
  await client.auth.connections.create({ domain: 'example.com' });
  // @ts-expect-error: a create request has no `colour` property.
  await client.auth.connections.create({ domain: 'example.com', profile_name: 'p', colour: 'blue' });
  // @ts-expect-error: a proxy is chosen by exactly one of mode, id or name.
  const both: BrowserProxyConfig = { id: 'proxy_1', name: 'eu' };
  // @ts-expect-error: max_pooled_sessions is read-only and refused by the service.
  await client.organization.limits.update({ max_pooled_sessions: 4 });
  // @ts-expect-error: a log stream from a file needs its path.
  client.browsers.logs.stream('br_1', { source: 'path' });
  // @ts-expect-error: ids are strings.
  await client.projects.retrieve(42);
  // @ts-expect-error: a one-shot call reports no progress.
  await client.projects.retrieve('proj_1', { onProgress: () => undefined });
  // @ts-expect-error: credentials is fetch's credentials mode, not a boolean.
  new Client({ credentials: true });
  // @ts-expect-error: a session comes from fromHostedUrl, never from its constructor.
  new ManagedAuthSession();
  // @ts-expect-error: a session takes no API key: it exchanges the hosted_url's code.
  await ManagedAuthSession.fromHostedUrl('https://app.example.test/hosted/ac_1?code=c', { apiKey: 'sk' });
  const session = await ManagedAuthSession.fromHostedUrl('https://app.example.test/hosted/ac_1?code=c');
  // @ts-expect-error: field values are strings.
  await session.submitFields({ code: 123456 });
  // @ts-expect-error: allowed origins are a list of strings.
  await ManagedAuthSession.fromHostedUrl('https://app.example.test/hosted/ac_1?code=c', { allowedOrigins: 'https://a.example.test' });
  // @ts-expect-error: the prompt is read-only.
  session.prompt = undefined;
  // @ts-expect-error: the session entry holds no client.
  new sessionEntry.Client();
  console.log(both);
}

// Browser pools: every method of client.browserPools.
export async function managePools(client: Client): Promise<BrowserPool[]> {
  const pools: BrowserPoolsResource = client.browserPools;
  const profile: BrowserPoolProfile = { name: 'shopper' };
  const telemetry: BrowserPoolTelemetry = { enabled: true, browser: { network: { enabled: true } } };
  const params: BrowserPoolCreateParams = { size: 3, name: 'warm', headless: true, profile, telemetry, viewport: { width: 1280, height: 800 } };
  const created: BrowserPool = await pools.create(params);
  const config: BrowserPoolConfig = created.browser_pool_config;
  const loaded: BrowserPoolConfigRef | undefined = config.profile;
  console.log(loaded?.name);
  const read: BrowserPool = await pools.retrieve('warm', requestOptions);
  const change: BrowserPoolUpdateParams = { size: 5, discard_all_idle: true, telemetry: null };
  const updated: BrowserPool = await pools.update(read.id, change);
  console.log(config.size, updated.available_count, updated.acquired_count);
  const query: ListBrowserPoolsQuery = { name: 'warm', limit: 10 };
  const every: BrowserPool[] = [];
  for await (const each of pools.list(query)) every.push(each);
  const take: BrowserPoolAcquireParams = { acquire_timeout_seconds: 30, tags: { team: 'growth' } };
  const browser: Browser = await pools.acquire('warm', take);
  const give: BrowserPoolReleaseParams = { session_id: browser.session_id, reuse: false };
  const released: void = await pools.release('warm', give);
  const flushed: void = await pools.flush('warm');
  const force: BrowserPoolDeleteParams = { force: true };
  const deleted: void = await pools.delete('warm', force);
  await pools.delete('cold');
  console.log(released, flushed, deleted);
  // @ts-expect-error: a pool needs its size.
  await pools.create({ name: 'sizeless' });
  // @ts-expect-error: a release names its session.
  await pools.release('warm', { reuse: true });
  return every;
}

// Credentials: every method of client.credentials.
export async function manageCredentials(client: Client): Promise<Credential[]> {
  const credentials: CredentialsResource = client.credentials;
  const params: CredentialCreateParams = { domain: 'example.com', name: 'login', values: { username: 'u', password: 'p' }, totp_secret: 'GEZDGNBV' };
  const created: Credential = await credentials.create(params);
  const read: Credential = await credentials.retrieve('login');
  const change: CredentialUpdateParams = { values: { email: 'e' }, remove_value_keys: ['username'], sso_provider: null };
  const updated: Credential = await credentials.update(read.id, change);
  console.log(created.totp_code, updated.value_keys);
  const query: ListCredentialsQuery = { domain: 'example.com', query: 'log' };
  const every: Credential[] = [];
  for await (const each of credentials.list(query)) every.push(each);
  const code: CredentialTotpCodeResponse = await credentials.totpCode('login');
  console.log(code.code, code.expires_at);
  const deleted: void = await credentials.delete('login');
  console.log(deleted);
  // @ts-expect-error: values are strings.
  await credentials.create({ domain: 'example.com', name: 'n', values: { pin: 1234 } });
  return every;
}

// Credential providers: every method of client.credentialProviders.
export async function manageCredentialProviders(client: Client): Promise<CredentialProvider[]> {
  const providers: CredentialProvidersResource = client.credentialProviders;
  const type: CredentialProviderType = 'onepassword';
  const params: CredentialProviderCreateParams = { token: 'ops_token', name: 'vault', provider_type: type, cache_ttl_seconds: 300 };
  const created: CredentialProvider = await providers.create(params);
  const read: CredentialProvider = await providers.retrieve(created.id);
  const change: CredentialProviderUpdateParams = { enabled: false, priority: 2 };
  const updated: CredentialProvider = await providers.update(read.id, change);
  const query: ListCredentialProvidersQuery = { query: 'vault' };
  const every: CredentialProvider[] = [];
  for await (const each of providers.list(query)) every.push(each);
  const items: CredentialProviderListItemsResponse = await providers.listItems(updated.id);
  const first: CredentialProviderItem | undefined = items.items?.[0];
  const result: CredentialProviderTestResult = await providers.test(updated.id);
  const vault: CredentialProviderVault | undefined = result.vaults[0];
  console.log(first?.path, vault?.name, result.success);
  const deleted: void = await providers.delete(updated.id);
  console.log(deleted);
  // @ts-expect-error: 'bitwarden' is not a CredentialProviderType.
  await providers.create({ token: 't', name: 'n', provider_type: 'bitwarden' });
  return every;
}

// Apps, deployments and invocations: every method of client.apps,
// client.deployments and client.invocations.
export async function deployAndRun(client: Client, zip: Blob): Promise<string[]> {
  const apps: AppsResource = client.apps;
  const deployments: DeploymentsResource = client.deployments;
  const invocations: InvocationsResource = client.invocations;
  const auth: DeploymentSourceAuth = { token: 'ghp_x', method: 'github_token' };
  const source: DeploymentSource = { entrypoint: 'src/app.ts', ref: 'main', type: 'github', url: 'https://github.com/example/app', auth };
  const region: Region = 'aws.us-east-1a';
  const fromRepo: DeploymentCreateParams = { source, region };
  const params: DeploymentCreateParams = { file: zip, entrypoint_rel_path: 'src/app.ts', version: '1.0.0', env_vars: { A: 'b' }, force: true, region };
  const deployment: Deployment = await deployments.create(params);
  const status: DeploymentStatus = deployment.status;
  const origin: DeploymentSourceType | undefined = deployment.source_type;
  const again: Deployment = await deployments.retrieve(deployment.id);
  const listQuery: ListDeploymentsQuery = { app_name: 'shop', app_version: '1.0.0', limit: 5 };
  for await (const each of deployments.list(listQuery)) console.log(each.id, each.status);
  const lines: string[] = [status, origin ?? '', again.id, JSON.stringify(fromRepo)];
  const follow: FollowQuery = { since: '2026-01-01T00:00:00Z' };
  for await (const event of deployments.follow(deployment.id, follow)) {
    const each: DeploymentEvent = event;
    if (each.event === 'log') lines.push((each satisfies AppLogEvent).message);
    if (each.event === 'deployment_state') lines.push((each satisfies DeploymentStateEvent).deployment.status);
    if (each.event === 'app_version_summary') lines.push((each satisfies AppVersionSummaryEvent).version);
  }
  const appsQuery: ListAppsQuery = { app_name: 'shop', version: '1.0.0' };
  for await (const version of apps.list(appsQuery)) {
    const each: AppVersion = version;
    const action: AppAction | undefined = each.actions[0];
    lines.push(each.app_name, action?.name ?? '');
  }
  const run: InvocationCreateParams = { app_name: 'shop', version: '1.0.0', action_name: 'scrape', async: true, async_timeout_seconds: 60, payload: '{}' };
  const created: InvocationCreated = await invocations.create(run);
  const runStatus: InvocationStatus = created.status;
  const read: Invocation = await invocations.retrieve(created.id);
  const final: InvocationFinalStatus = 'succeeded';
  const patch: InvocationUpdateParams = { status: final, output: '{}' };
  const ended: Invocation = await invocations.update(created.id, patch);
  const runsQuery: ListInvocationsQuery = { app_name: 'shop', status: 'running', since: '2026-01-01T00:00:00Z' };
  for await (const each of invocations.list(runsQuery)) lines.push(each.id);
  for await (const event of invocations.follow(created.id)) {
    const each: InvocationEvent = event;
    if (each.event === 'invocation_state') lines.push((each satisfies InvocationStateEvent).invocation.status);
  }
  const browsers: InvocationBrowsers = await invocations.listBrowsers(created.id);
  await invocations.deleteBrowsers(created.id);
  await deployments.delete(deployment.id);
  lines.push(runStatus, read.status, ended.status, String(browsers.browsers.length));
  return lines;
}

// API keys and the audit log: every method of client.apiKeys and
// client.auditLogs.
export async function keysAndAudit(client: Client): Promise<string> {
  const keys: APIKeysResource = client.apiKeys;
  const audit: AuditLogsResource = client.auditLogs;
  const create: APIKeyCreateParams = { name: 'ci', days_to_expire: 30, project_id: null };
  const created: CreatedAPIKey = await keys.create(create);
  const creator: APIKeyCreator = created.created_by;
  const retrieveQuery: RetrieveAPIKeyQuery = { include_deleted: true };
  const read: APIKey = await keys.retrieve(created.id, retrieveQuery);
  const rename: APIKeyUpdateParams = { name: 'deploys' };
  const renamed: APIKey = await keys.update(created.id, rename);
  const sort: APIKeySort = 'name';
  const direction: SortDirection = 'desc';
  const which: APIKeyStatusFilter = 'all';
  const listQuery: ListAPIKeysQuery = { sort_by: sort, sort_direction: direction, status: which };
  for await (const each of keys.list(listQuery)) console.log(each.masked_key);
  const rotate: APIKeyRotateParams = { expire_in_days: 1 };
  const rotated: CreatedAPIKey = await keys.rotate(created.id, rotate);
  await keys.delete(rotated.id);
  const range: ListAuditLogsQuery = { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z', exclude_method: ['GET'] };
  for await (const entry of audit.list(range)) {
    const each: AuditLogEntry = entry;
    console.log(each.method, each.path, each.status);
  }
  const format: AuditLogExportFormat = 'jsonl';
  const chunkQuery: AuditLogExportChunkQuery = { start: range.start, end: range.end, format, limit: 100 };
  const chunk: Response = await audit.exportChunk(chunkQuery);
  return `${creator.email} ${read.name} ${renamed.name} ${chunk.headers.get('x-next-cursor')}`;
}
