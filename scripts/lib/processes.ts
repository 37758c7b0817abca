import { type ChildProcess, spawn } from "node:child_process";

/** Runs a command to completion with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export interface Service {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a long-running process, prefixes its output, and waits until `readyUrl` answers. */
export async function startService(options: {
  name: string;
  command: string;
  args: string[];
  readyUrl: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<Service> {
  const child = spawn(options.command, options.args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env },
    detached: true,
  });
  const log: string[] = [];
  const forward = (stream: NodeJS.ReadableStream | null) =>
    stream?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (!line.trim()) continue;
        log.push(line);
        if (log.length > 200) log.shift();
        if (!options.quiet) console.log(`[${options.name}] ${line}`);
      }
    });
  forward(child.stdout);
  forward(child.stderr);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {}
        resolve();
      }, 5000);
      child.on("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${options.name} exited before it was ready:\n${log.slice(-30).join("\n")}`);
    try {
      const res = await fetch(options.readyUrl, { redirect: "manual" });
      if (res.status < 500) return { name: options.name, child, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(
    `${options.name} did not answer at ${options.readyUrl} in time:\n${log.slice(-30).join("\n")}`,
  );
}
