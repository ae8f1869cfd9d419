/** One process of the product. */
export interface AppDefinition {
  /** What `docker run IMAGE <name>` and the logs call it: a service's folder name, `<service>-<role>`, or `gateway`. */
  name: string;
  /** Entry file relative to the repository root (or the image's /app). */
  entry: string;
  /** The folder in services/ it belongs to; null for the gateway. */
  service: string | null;
}

/** One folder in services/ and the processes its package.json declares (its own first). */
export interface ServiceDefinition {
  name: string;
  /** `services/<name>` */
  dir: string;
  apps: AppDefinition[];
}

export type AppRegistryErrorCode = 'UNKNOWN_APP' | 'INVALID_MANIFEST';

export declare class AppRegistryError extends Error {
  readonly code: AppRegistryErrorCode;
  constructor(message: string, code: AppRegistryErrorCode);
}

export declare const GATEWAY_APP: Readonly<AppDefinition>;

export declare function readServices(root: string): ServiceDefinition[];

export declare function readApps(root: string): AppDefinition[];

export declare function resolveApp(root: string, name: string): AppDefinition;
