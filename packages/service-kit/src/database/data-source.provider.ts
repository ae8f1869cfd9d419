import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';

class DataSourceLifecycle implements OnApplicationShutdown {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** Provides the service's DataSource to Nest and closes its pool when the service shuts down. */
export function dataSourceProviders(dataSource: DataSource): Provider[] {
  return [
    { provide: DataSource, useValue: dataSource },
    { provide: DataSourceLifecycle, useValue: new DataSourceLifecycle(dataSource) },
  ];
}
