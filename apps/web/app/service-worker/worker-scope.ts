/**
 * What the service worker uses of its global scope, typed here: the web app compiles with the DOM
 * library, whose declarations clash with the WebWorker library's, so the worker's own types (events,
 * clients) are declared by hand to the extent they are used.
 */

export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

type Events = {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
};

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof Events>(type: K, listener: (event: Events[K]) => void): void;
}

/** The running service worker's global scope. */
export const workerScope = () => self as unknown as WorkerScope;
