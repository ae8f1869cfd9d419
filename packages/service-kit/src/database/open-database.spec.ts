import { describe, expect, it } from 'vitest';
import { createDataSource, migrationsGlob } from './open-database.js';

describe('createDataSource', () => {
  it('loads every compiled migration of the folder it is given, with no list to keep', () => {
    const dataSource = createDataSource({
      url: 'postgres://postgres@127.0.0.1:5432/studyforge',
      schema: 'things',
      entities: [],
      migrationsDir: new URL('file:///app/services/things/dist/migrations/'),
    });
    expect(dataSource.options.migrations).toEqual(['/app/services/things/dist/migrations/*.js']);
  });
});

describe('migrationsGlob', () => {
  it('accepts the folder with or without its trailing slash', () => {
    expect(migrationsGlob(new URL('file:///app/dist/migrations'))).toBe('/app/dist/migrations/*.js');
    expect(migrationsGlob(new URL('file:///app/dist/migrations/'))).toBe('/app/dist/migrations/*.js');
  });

  it('escapes glob characters in the path, so a checkout in "Projects (old) [2]" still finds its migrations', () => {
    expect(migrationsGlob(new URL('file:///home/ada/Projects%20(old)%20[2]/dist/migrations/'))).toBe(
      '/home/ada/Projects \\(old\\) \\[2\\]/dist/migrations/*.js',
    );
  });
});
