// nginx for `npm run test:cluster`: Debian's package (installed when missing, as root on Debian),
// run in the foreground as this script's child with its own prefix, configuration and ports in a
// temporary folder, from deploy/nginx.conf with only addresses, ports and paths replaced.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { freePort } from "../free-port.js";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function ensureNginx(): string {
  const found = NGINX_PATHS.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0 || !fs.existsSync("/etc/debian_version")) {
    throw new Error("nginx is not installed: install Debian's nginx package (apt-get install nginx)");
  }
  console.log("Installing nginx from Debian's packages…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = NGINX_PATHS.find((p) => fs.existsSync(p));
  if (!installed) throw new Error("apt-get installed nginx, but no nginx binary was found");
  return installed;
}

interface NginxSite {
  httpPort: number;
  httpsPort: number;
  /** The app processes' ports on 127.0.0.1, in upstream order. */
  apps: number[];
  certificate: string;
  key: string;
  /** nginx's prefix: logs, pid and temporary files go here. */
  dir: string;
}

/** Replaces what `pattern` matches, insisting it matches exactly `count` times. */
function replaceExactly(text: string, pattern: RegExp, count: number, by: (match: string, index: number) => string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)) ?? [];
  if (found.length !== count) {
    throw new Error(`deploy/nginx.conf: expected ${count} line(s) matching ${pattern}, found ${found.length}`);
  }
  let index = 0;
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), (m) => by(m, index++));
}

/** deploy/nginx.conf with this machine's addresses, ports and paths; nothing else changes. */
function renderNginxConfig(template: string, site: NginxSite): string {
  let conf = template;
  conf = replaceExactly(conf, /listen 80;/, 1, () => `listen 127.0.0.1:${site.httpPort};`);
  conf = replaceExactly(conf, /listen 443 ssl http2;/, 1, () => `listen 127.0.0.1:${site.httpsPort} ssl http2;`);
  conf = replaceExactly(conf, /ssl_certificate \S+;/, 1, () => `ssl_certificate ${site.certificate};`);
  conf = replaceExactly(conf, /ssl_certificate_key \S+;/, 1, () => `ssl_certificate_key ${site.key};`);
  conf = replaceExactly(conf, /access_log \S+ vowch;/, 1, () => `access_log ${path.join(site.dir, "access.log")} vowch;`);
  conf = replaceExactly(conf, /^(\s*)server [\w.-]+:\d+( [^;\n]*)?;$/m, site.apps.length, (line, i) =>
    line.replace(/server [\w.-]+:\d+/, `server 127.0.0.1:${site.apps[i]}`),
  );
  // Temporary files in the prefix, not the system's /var/lib/nginx.
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${path.join(site.dir, `${kind}_temp`)};`)
    .join("\n");
  conf = replaceExactly(conf, /^http \{$/m, 1, (line) => `${line}\n${temp}`);
  return conf;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startNginx(binary: string, site: NginxSite, config: string): Promise<RunningNginx> {
  // Workers drop root privileges; they must reach the prefix to write temporary files.
  fs.chmodSync(site.dir, 0o755);
  const confFile = path.join(site.dir, "nginx.conf");
  fs.writeFileSync(confFile, config);
  const args = ["-p", site.dir, "-c", confFile, "-e", path.join(site.dir, "error.log")];
  execFileSync(binary, [...args, "-t", "-q"], { stdio: "inherit" });
  const child = spawn(binary, [...args, "-g", `daemon off; pid ${path.join(site.dir, "nginx.pid")};`], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await accepts(site.httpsPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${site.dir}/error.log`);
    if (Date.now() > deadline) throw new Error("nginx did not listen within 15 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM"); // fast shutdown: the master stops its workers
      const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A certificate for localhost and 127.0.0.1, made with openssl in `dir`: the test's own HTTPS. */
function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: ["ignore", "ignore", "pipe"] }, // its progress dots on stderr; a failure throws with them
  );
  return { certificate, key, ca: fs.readFileSync(certificate, "utf8") };
}

export interface DeployedProxy {
  site: NginxSite;
  /** The run's own certificate, for clients that check it. */
  ca: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf (`template`) running in front of `apps`, with a certificate of its own made in
 * `dir`: what the cluster test and Lighthouse's proxy mode both start. `httpsPort`: the port to
 * ask for first (any free one when it is taken).
 */
export async function startDeployedProxy(options: {
  binary: string;
  template: string;
  apps: number[];
  dir: string;
  httpsPort?: number;
}): Promise<DeployedProxy> {
  // nginx's workers run as `nobody`: they must pass through the caller's folder (mkdtemp makes it
  // 0700) to reach their temporary files, which a response slower to leave than to arrive needs.
  fs.chmodSync(options.dir, 0o711);
  const tls = selfSignedCertificate(options.dir);
  const site: NginxSite = {
    httpPort: await freePort(),
    httpsPort: await freePort(options.httpsPort),
    apps: options.apps,
    certificate: tls.certificate,
    key: tls.key,
    dir: fs.mkdtempSync(path.join(options.dir, "nginx-")),
  };
  const nginx = await startNginx(options.binary, site, renderNginxConfig(options.template, site));
  return { site, ca: tls.ca, stop: () => nginx.stop() };
}
