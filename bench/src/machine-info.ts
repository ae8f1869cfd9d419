import { cpus, loadavg, release, totalmem, type as osType, arch } from 'node:os';

export interface MachineInfo {
  date: string;
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  loadAverage: [number, number, number];
}

export function machineInfo(): MachineInfo {
  const list = cpus();
  const [one, five, fifteen] = loadavg();
  return {
    date: new Date().toISOString(),
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    os: `${osType()} ${release()} (${arch()})`,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
  };
}
