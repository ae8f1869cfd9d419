import type { BucketRule } from './cpu-profile-summary.js';

/** Anything owned by a package or file no rule above names. */
const OTHER_LIBRARIES: BucketRule = { name: 'other libraries', owners: /./ };

/** How the gateway's CPU profile is split. */
export const GATEWAY_BUCKETS: BucketRule[] = [
  {
    name: 'session: express-session, connect-redis, Redis client, cookie signing',
    owners: /^(express-session|connect-redis|@redis\/.+|redis|cookie|cookie-signature|uid-safe|random-bytes|crc|on-headers)$/,
  },
  { name: 'passport: initialize, session, deserialise user', owners: /^(passport|passport-.+|@nestjs\/passport|utils-merge|pause)$/ },
  {
    name: 'NATS client: Nest ClientNats, nats.js, RxJS, RpcClient',
    owners: /^(@nestjs\/microservices|@nats-io\/.+|rxjs|packages\/service-kit\/.+)$/,
  },
  { name: 'zod validation', owners: /^(zod|packages\/contracts\/.+)$/ },
  { name: 'Nest: routing, guards, filters, reply', owners: /^(@nestjs\/.+|reflect-metadata|tslib|iterare)$/ },
  {
    name: 'Express: router, body parser, helpers',
    owners:
      /^(express|router|body-parser|raw-body|parseurl|on-finished|finalhandler|serve-static|send|content-type|type-is|mime-types|mime-db|media-typer|etag|fresh|qs|debug|depd|path-to-regexp|encodeurl|escape-html|statuses|vary|accepts|negotiator|proxy-addr|forwarded|ipaddr\.js|range-parser|http-errors|iconv-lite|bytes|ee-first|unpipe|setprototypeof|destroy)$/,
  },
  { name: 'gateway code: middleware, controllers, guards', owners: /^gateway\// },
  OTHER_LIBRARIES,
];

/** How the credits service's CPU profile is split. */
export const CREDITS_BUCKETS: BucketRule[] = [
  { name: 'zod validation', owners: /^(zod|packages\/contracts\/.+)$/ },
  { name: 'NATS server side: Nest microservice, nats.js, RxJS', owners: /^(@nestjs\/microservices|@nats-io\/.+|rxjs)$/ },
  { name: 'pg driver (TypeORM only runs the migrations at start-up)', owners: /^(typeorm|pg|pg-.+|postgres-.+)$/ },
  { name: 'Nest core', owners: /^(@nestjs\/.+|reflect-metadata|tslib|iterare)$/ },
  { name: 'credits service and service-kit code', owners: /^(services|packages\/service-kit)\// },
  OTHER_LIBRARIES,
];
