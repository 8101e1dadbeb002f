import type { Report } from './report.ts';
export async function runDriverCheck(options: { target: string }): Promise<Report> {
  return { title: 'driver', target: options.target, rows: [] };
}
