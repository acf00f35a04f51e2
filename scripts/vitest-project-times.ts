// A Vitest reporter (`npm test` adds it next to the default one): at the end of the run, a table of
// each project's time, so a slow project shows where the suite's minutes go. "Wall" runs from the
// project's first file starting to its last file ending (projects overlap, so the walls add up to
// more than the run); "files" is the sum of its files' own durations (the work, across workers).
import type { Reporter, TestModule } from "vitest/node";

interface ProjectTime {
  files: number;
  fileMs: number;
  start: number;
  end: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class ProjectTimes implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name || "(root)";
    const time = this.projects.get(name) ?? { files: 0, fileMs: 0, start: Date.now(), end: Date.now() };
    this.projects.set(name, time);
  }

  onTestModuleEnd(module: TestModule) {
    const time = this.projects.get(module.project.name || "(root)");
    if (!time) return;
    time.files += 1;
    time.fileMs += module.diagnostic().duration;
    time.end = Date.now();
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const rows = [...this.projects].map(([name, t]) => [name, String(t.files), seconds(t.end - t.start), seconds(t.fileMs)]);
    const header = ["project", "files", "wall", "files' sum"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
    console.log(`\nTime per project\n${line(header)}\n${rows.map(line).join("\n")}`);
  }
}
