import { A as parseOrigins, C as inboxErrors, D as thankYouPath, E as requestDeadlineMs, O as trustProxyFromEnv, S as InboxRejection, T as maxBodyBytes, _ as readMultipart, a as storeTimeZone, b as hasControlChars, c as commitSubmission, f as orderFolderNames, g as readFields, h as readSubmissionRecord, k as fromAllowedPage, l as createTempSubmission, m as prepareInbox, n as stateLabel, o as summarize, p as recordName, r as writeOrderState, s as orderDesign, t as readOrderState, u as discardTempSubmission, v as textFields, w as inboxOptionsFromEnv, y as extensions } from "./assets/order-state-BDtM7F_o.js";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { basename, join } from "node:path";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { mkdir, open, readFile, stat, statfs } from "node:fs/promises";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, readFileSync, readdirSync } from "node:fs";
import helmet from "@fastify/helmet";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { promisify } from "node:util";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
// server/http-utils.ts
/** A JSON answer that no cache keeps (fastify serialises `body` and sets its type). */
function sendJson(reply, status, body, extraHeaders = {}) {
	return reply.code(status).headers({
		"cache-control": "no-store",
		...extraHeaders
	}).send(body);
}
function sendText(reply, status, text, extraHeaders = {}) {
	return reply.code(status).headers({
		"content-type": "text/plain; charset=utf-8",
		"cache-control": "no-store",
		...extraHeaders
	}).send(text);
}
/**
* Lets a request body we will not use drain after an early answer, so the client can finish sending
* and read the answer (closing mid-upload makes many clients report a network error instead).
* Draining is bounded: past `maxBytes` the connection is cut.
*/
function discardBody(req, maxBytes) {
	let seen = 0;
	req.on("data", (chunk) => {
		seen += chunk.length;
		if (seen > maxBytes) req.socket.destroy();
	});
	req.on("error", () => void 0);
	req.resume();
}
// server/inbox/inbox-route.ts
var routeShape = /^(?:\/p\/([A-Za-z0-9_-]{1,64}))?\/f\/([A-Za-z0-9_-]{1,64})\/?$/;
/** The project and key in an inbox path; null when the path has another shape. */
function parseInboxRoute(url) {
	const pathname = url.split(/[?#]/, 1)[0] ?? "";
	const match = routeShape.exec(pathname);
	if (!match) return null;
	return {
		project: match[1] ?? null,
		key: match[2] ?? ""
	};
}
// server/inbox/inbox-gate.ts
/** Refusals decided from the request line and headers alone; null when the body is worth reading. */
function refuseBeforeBody(request, options, full) {
	const route = parseInboxRoute(request.url);
	if (!route) return new InboxRejection(404, [inboxErrors.formNotFound()]);
	if (request.method !== "POST") return new InboxRejection(405, [inboxErrors.methodNotAllowed()]);
	if (!fromAllowedPage(request, options.allowedOrigins)) return new InboxRejection(403, [inboxErrors.crossSite()]);
	if (route.project !== null && route.project !== options.project) return new InboxRejection(404, [inboxErrors.projectNotFound()]);
	if (route.key !== options.formKey) return new InboxRejection(404, [inboxErrors.formNotFound()]);
	if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(request.headers["content-type"] ?? "")) return new InboxRejection(400, [inboxErrors.notMultipart()]);
	if (Number(request.headers["content-length"] ?? 0) > 83886080) return new InboxRejection(413, [inboxErrors.filesTooBig()]);
	if (full) return new InboxRejection(503, [inboxErrors.busy()]);
	return null;
}
/** Whether INBOX_DIR's disk has less free space than the configured minimum. */
async function diskNearlyFull(options) {
	await mkdir(options.inboxDir, { recursive: true });
	const space = await statfs(options.inboxDir);
	return space.bavail * space.bsize < options.minFreeBytes;
}
var COMMENT_MAX = 1e3;
/**
* Anything that is not a Latin letter (accents, ñ/Ñ and ü included), a digit or a plain space.
* The ranges skip × (U+00D7) and ÷ (U+00F7), which sit inside Latin-1's letters.
*/
var NOT_MODEL_NAME_CHAR = /[^A-Za-z0-9 \u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/g;
/**
* The design name as the shopper may type it: other characters are dropped, and the text is
* cut at MODEL_NAME_MAX. NFC first, so an accent typed as a combining mark stays on its letter.
*/
function filterModelName(raw) {
	return raw.normalize("NFC").replace(NOT_MODEL_NAME_CHAR, "").slice(0, 60);
}
/** The same rule as a browser's `<input type="email">` (WHATWG "valid e-mail address"). */
var EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
function isValidEmail(value) {
	return EMAIL.test(value.trim());
}
// server/inbox/validate-submission.ts
/** Longest accepted value per text field, in characters. */
var maxChars = {
	nombreModelo: 60,
	email: 254,
	comentario: COMMENT_MAX,
	subject: 300,
	message: 5e3,
	diseno: 2e3
};
var requiredText = ["nombreModelo", "email"];
/**
* Control characters a field may hold: only the multi-line ones keep line breaks and tabs. The rest
* would reach the store's terminal (`npm run inbox`) or mail client as commands, not text.
*/
var allowedControls = {
	nombreModelo: "",
	email: "",
	subject: "",
	comentario: "\n	",
	message: "\n	",
	diseno: ""
};
/**
* The value as the shopper typed it: multipart turns every line break into CRLF (HTML's form
* encoding), so they go back to LF before counting or storing. NFC keeps an accent typed as a
* combining mark on its letter, as the form's own filter does.
*/
function cleanValue(form, field) {
	return form.fields.get(field)?.replace(/\r\n?/g, "\n").trim().normalize("NFC");
}
function fieldError(form, field) {
	const value = cleanValue(form, field);
	const required = requiredText.includes(field);
	if (value === void 0) return required ? inboxErrors.missing(field) : null;
	if (value === "") return required ? inboxErrors.empty(field) : null;
	if (form.truncated.has(field) || [...value].length > maxChars[field]) return inboxErrors.tooLong(field, maxChars[field]);
	if (hasControlChars(value, allowedControls[field])) return inboxErrors.controlChars(field);
	if (field === "nombreModelo" && filterModelName(value) !== value) return inboxErrors.modelNameChars();
	if (field === "email" && !isValidEmail(value)) return inboxErrors.email();
	return null;
}
function textErrors(form) {
	return readFields.flatMap((field) => fieldError(form, field) ?? []);
}
function fileErrors(form) {
	const errors = [];
	const image = form.files.find((outcome) => outcome.kind === "stored" ? outcome.file.field === "file" : outcome.field === "file");
	if (!image) errors.push(inboxErrors.missing("file"));
	else if (image.kind === "empty") errors.push(inboxErrors.empty("file"));
	for (const outcome of form.files) {
		if (outcome.kind !== "refused") continue;
		if (outcome.field === "print") errors.push(inboxErrors.badPrint());
		else errors.push(inboxErrors.badImage(outcome.field, outcome.field === "proof" ? "JPEG" : "PNG o JPEG"));
	}
	return errors;
}
/** Checks a parsed form against the store's rules; errors come back together, as the hosted service does. */
function validateSubmission(form) {
	if (!form.anyPart) return { errors: [inboxErrors.formEmpty()] };
	const errors = [
		...form.tooManyFiles ? [inboxErrors.tooManyFiles()] : [],
		...textErrors(form),
		...fileErrors(form)
	];
	if (errors.length > 0) return { errors };
	const fields = Object.fromEntries(textFields.map((field) => [field, cleanValue(form, field) ?? ""]));
	const files = form.files.flatMap((outcome) => outcome.kind === "stored" ? [outcome.file] : []);
	const diseno = cleanValue(form, "diseno");
	return { submission: {
		fields,
		files,
		...diseno === void 0 ? {} : orderDesign(diseno, fields.message)
	} };
}
// server/inbox/inbox-plugin.ts
var silentLog = {
	stored: () => void 0,
	failed: () => void 0,
	refused: () => void 0
};
/** Seconds a client is asked to wait when every slot is taken; one upload usually takes less. */
var busyRetrySeconds = "10";
function headersFor(refusal) {
	if (refusal.status === 405) return { allow: "POST" };
	return refusal.status === 503 ? { "retry-after": busyRetrySeconds } : {};
}
/** Answers early and lets the unread body drain, so the client can read the answer. */
function reject(request, reply, refusal, log) {
	log.refused(`${refusal.status} ${refusal.errors.map((error) => error.code ?? "ERROR").join(",")} ${request.method} ${request.routeOptions.url ?? ""}`);
	discardBody(request.raw, maxBodyBytes);
	return sendJson(reply, refusal.status, { errors: refusal.errors }, headersFor(refusal));
}
/** Reads, checks and stores one submission; the answer goes out only after its temp folder is gone. */
async function receive(request, reply, options, log, signal) {
	if (await diskNearlyFull(options)) return reject(request, reply, new InboxRejection(503, [inboxErrors.inboxFull()]), log);
	const temp = await createTempSubmission(options.inboxDir);
	let refusal = null;
	try {
		const checked = validateSubmission(await readMultipart(request, temp.dir, signal));
		if ("errors" in checked) refusal = new InboxRejection(400, checked.errors);
		else log.stored(await commitSubmission(options.inboxDir, temp, checked.submission));
	} catch (error) {
		refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
		if (refusal.status === 500) log.failed(refusal.cause);
	}
	await discardTempSubmission(temp).catch((error) => log.failed(error));
	if (refusal) return reject(request, reply, refusal, log);
	return sendJson(reply, 200, {
		ok: true,
		next: thankYouPath
	});
}
/**
* The local inbox as a fastify plugin: accepts the order form like the hosted form service does and
* stores each submission under inbox.inboxDir (leftovers of a crash are removed before it serves).
* At most inbox.maxConcurrent bodies are read at once, so a burst cannot exhaust memory, disk handles
* or sockets; the rest get 503 before their body is read. Every request has a hard deadline after
* which its slot is free again, whatever the parser or the disk are doing.
*/
var localInbox = async (app, { inbox: options, log = silentLog }) => {
	await prepareInbox(options.inboxDir);
	app.removeAllContentTypeParsers();
	app.addContentTypeParser("*", (_request, _payload, done) => done(null));
	await app.register(multipart);
	await app.register(rateLimit, { global: false });
	app.setErrorHandler((error, request, reply) => {
		const refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
		if (refusal.status === 500) log.failed(refusal.cause);
		return reject(request, reply, refusal, log);
	});
	let inFlight = 0;
	const handler = async (request, reply) => {
		const refusal = refuseBeforeBody(request, options, inFlight >= options.maxConcurrent);
		if (refusal) return reject(request, reply, refusal, log);
		inFlight += 1;
		let released = false;
		const release = () => {
			if (!released) inFlight -= 1;
			released = true;
		};
		const deadline = new AbortController();
		const timer = setTimeout(() => {
			deadline.abort(new InboxRejection(408, [inboxErrors.tooSlow()]));
			release();
		}, options.requestDeadlineMs);
		try {
			return await receive(request, reply, options, log, deadline.signal);
		} finally {
			clearTimeout(timer);
			release();
		}
	};
	const rateLimitConfig = {
		max: options.rateLimitPerMinute,
		timeWindow: 6e4,
		allowList: (request) => request.method !== "POST",
		errorResponseBuilder: () => new InboxRejection(429, [inboxErrors.blocked()])
	};
	for (const url of ["/f/*", "/p/*"]) app.all(url, { config: { rateLimit: rateLimitConfig } }, handler);
};
// server/security-headers.ts
/**
* Browser features the app never uses; denying them keeps a framed or injected page from asking.
* Only features Chromium knows: an unknown one (such as `bluetooth`) logs an error on every page.
*/
var permissionsPolicy = [
	"accelerometer=()",
	"camera=()",
	"display-capture=()",
	"geolocation=()",
	"gyroscope=()",
	"hid=()",
	"magnetometer=()",
	"microphone=()",
	"midi=()",
	"payment=()",
	"serial=()",
	"usb=()"
].join(", ");
/**
* Origins the app's pages may send data to besides their own: the hosted form service and the
* real-user vitals endpoint, read from the same variables the build reads (`npm start` builds and
* serves with one environment).
*/
function connectOriginsFromEnv(env) {
	return parseOrigins(`${env.VITE_FORM_ORIGIN ?? ""} ${env.VITE_VITALS_ENDPOINT ?? ""}`);
}
/**
* The policy the app fully works under: its scripts and styles are files of its own origin (no
* inline code; React and Konva set styles through CSSOM, which CSP allows), photos are blob: URLs
* and the favicon a data: URL, the image worker may start from a blob:.
*/
function helmetOptions(connectOrigins) {
	return {
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				defaultSrc: ["'self'"],
				objectSrc: ["'none'"],
				baseUri: ["'none'"],
				frameAncestors: ["'none'"],
				formAction: ["'self'"],
				imgSrc: [
					"'self'",
					"blob:",
					"data:"
				],
				workerSrc: ["'self'", "blob:"],
				connectSrc: ["'self'", ...connectOrigins]
			}
		},
		frameguard: { action: "deny" },
		referrerPolicy: { policy: "strict-origin-when-cross-origin" },
		strictTransportSecurity: false
	};
}
/**
* What a page fetches as a script, stylesheet, image or font (Sec-Fetch-Dest) is never rendered as a
* document nor run as a worker, so the headers that govern a document or a worker do nothing on it.
* Left out there, they stop costing about 1 KB per chunk of a phone's first load (issue 13's budget
* counts each script as sent). nosniff and Cross-Origin-Resource-Policy stay: they guard subresources.
*/
var SUBRESOURCE_DESTINATIONS = /* @__PURE__ */ new Set([
	"script",
	"style",
	"image",
	"font"
]);
var DOCUMENT_ONLY_HEADERS = [
	"content-security-policy",
	"cross-origin-opener-policy",
	"origin-agent-cluster",
	"permissions-policy",
	"referrer-policy",
	"x-dns-prefetch-control",
	"x-download-options",
	"x-frame-options",
	"x-permitted-cross-domain-policies",
	"x-xss-protection"
];
function isSubresourceRequest(secFetchDest) {
	return typeof secFetchDest === "string" && SUBRESOURCE_DESTINATIONS.has(secFetchDest);
}
/**
* Content-Security-Policy, X-Frame-Options DENY, Permissions-Policy and helmet's other headers on
* every document, worker script and API answer; subresources get only the ones that apply to them.
*/
function addSecurityHeaders(app, connectOrigins) {
	app.register(helmet, helmetOptions(connectOrigins));
	app.addHook("onRequest", async (_request, reply) => {
		reply.header("permissions-policy", permissionsPolicy);
	});
	app.addHook("onSend", async (request, reply, payload) => {
		const vary = reply.getHeader("vary");
		reply.header("vary", vary ? `${String(vary)}, Sec-Fetch-Dest` : "Sec-Fetch-Dest");
		if (isSubresourceRequest(request.headers["sec-fetch-dest"])) DOCUMENT_ONLY_HEADERS.forEach((name) => reply.removeHeader(name));
		return payload;
	});
}
// server/mime-types.ts
/** Content types the static server knows; anything else is sent as a download-safe octet stream. */
var contentTypes = {
	".html": "text/html; charset=utf-8",
	".js": "text/javascript; charset=utf-8",
	".mjs": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".json": "application/json; charset=utf-8",
	".webmanifest": "application/manifest+json; charset=utf-8",
	".txt": "text/plain; charset=utf-8",
	".svg": "image/svg+xml",
	".png": "image/png",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".webp": "image/webp",
	".avif": "image/avif",
	".gif": "image/gif",
	".ico": "image/x-icon",
	".woff2": "font/woff2",
	".woff": "font/woff",
	".wasm": "application/wasm",
	".map": "application/json; charset=utf-8"
};
/** Types worth compressing: text formats gain a lot, images and fonts are compressed already. */
var compressible = /* @__PURE__ */ new Set([
	".html",
	".js",
	".mjs",
	".css",
	".json",
	".webmanifest",
	".txt",
	".svg",
	".ico",
	".map",
	".wasm"
]);
function extensionOf(name) {
	const base = name.slice(name.lastIndexOf("/") + 1);
	const dot = base.lastIndexOf(".");
	return dot > 0 ? base.slice(dot).toLowerCase() : "";
}
function contentTypeOf(name) {
	return contentTypes[extensionOf(name)] ?? "application/octet-stream";
}
function isCompressible(name) {
	return compressible.has(extensionOf(name));
}
/** Whether a name ends in an extension of a known static file (so a miss is a 404, not the app). */
function isKnownAssetName(name) {
	const extension = extensionOf(name);
	return extension !== "" && extension !== ".html" && extension in contentTypes;
}
// server/static-site.ts
var brotli = promisify(brotliCompress);
/** Brotli saves about a sixth more than gzip on this app's scripts; Chromium asks for it on http and https alike. */
async function brotliOf(body) {
	const compressed = await brotli(body, { params: {
		[constants.BROTLI_PARAM_QUALITY]: 11,
		[constants.BROTLI_PARAM_SIZE_HINT]: body.length
	} });
	return compressed.length < body.length * .9 ? compressed : null;
}
var immutable = "public, max-age=31536000, immutable";
var revalidate = "no-cache";
var shortCache = "public, max-age=600";
function cacheControlFor(urlPath) {
	if (urlPath.startsWith("/assets/")) return immutable;
	return urlPath.endsWith(".html") ? revalidate : shortCache;
}
function listFiles(dir, prefix = "") {
	return readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith(".")).flatMap((entry) => {
		const urlPath = `${prefix}/${entry.name}`;
		if (entry.isDirectory()) return listFiles(join(dir, entry.name), urlPath);
		return entry.isFile() ? [urlPath] : [];
	});
}
/** Reads every file once; brotli runs on libuv's thread pool, so startup waits for it but requests never do. */
async function loadFiles(clientDir) {
	const entries = listFiles(clientDir).map(async (urlPath) => {
		const body = readFileSync(join(clientDir, ...urlPath.split("/")));
		const compressible = isCompressible(urlPath);
		return [urlPath, {
			body,
			contentType: contentTypeOf(urlPath),
			etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
			cacheControl: cacheControlFor(urlPath),
			compressible,
			brotli: compressible ? await brotliOf(body) : null
		}];
	});
	return new Map(await Promise.all(entries));
}
/** Decodes the request path; null when it is malformed or tries to leave the client dir. */
function safeUrlPath(rawUrl) {
	const pathname = rawUrl.split(/[?#]/, 1)[0] ?? "";
	let decoded;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return null;
	}
	if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
	if (decoded.split("/").slice(1).some((segment) => segment === "." || segment === "..")) return null;
	return decoded;
}
/** Whether Accept-Encoding allows `coding` (explicitly or through `*`), honouring `q=0` refusals. */
function acceptsEncoding(header, coding) {
	let allowed = false;
	for (const part of (header ?? "").split(",")) {
		const [name = "", ...params] = part.split(";").map((token) => token.trim().toLowerCase());
		const q = params.find((param) => param.startsWith("q="));
		const weight = q === void 0 ? 1 : Number(q.slice(2));
		if (name === coding) return weight > 0;
		if (name === "*") allowed = weight > 0;
	}
	return allowed;
}
function gzipped(file) {
	if (file.gzip === void 0) {
		const compressed = gzipSync(file.body, { level: 9 });
		file.gzip = compressed.length < file.body.length * .9 ? compressed : null;
	}
	return file.gzip;
}
/** The smallest encoding the client takes: brotli, then gzip, else the file as it is. */
function encodingFor(request, file) {
	if (!file.compressible) return null;
	const accepted = request.headers["accept-encoding"];
	if (file.brotli && acceptsEncoding(accepted, "br")) return {
		coding: "br",
		body: file.brotli
	};
	const gzip = acceptsEncoding(accepted, "gzip") ? gzipped(file) : null;
	return gzip ? {
		coding: "gzip",
		body: gzip
	} : null;
}
function sendFile(request, reply, file) {
	const encoded = encodingFor(request, file);
	const etag = encoded ? file.etag.replace(/"$/, `-${encoded.coding}"`) : file.etag;
	reply.headers({
		"content-type": file.contentType,
		"cache-control": file.cacheControl,
		etag,
		vary: "Accept-Encoding"
	});
	if (request.headers["if-none-match"] === etag) return reply.code(304).send();
	if (encoded) reply.header("content-encoding", encoded.coding);
	return reply.code(200).send(encoded?.body ?? file.body);
}
/**
* Serves the built app from memory; unknown app paths get index.html so deep links survive a reload.
* Hand-written rather than @fastify/static: the fixed allow-list never touches the disk per request,
* compresses each file with brotli at startup and with gzip once, on first request (see README), which
* measured faster than streaming from disk.
*/
function staticSite(clientDir) {
	return async (app) => {
		const files = await loadFiles(clientDir);
		const index = files.get("/index.html");
		if (!index) throw new Error(`No hay index.html en ${clientDir}: corré "npm run build" primero.`);
		app.route({
			method: ["GET", "HEAD"],
			url: "/*",
			exposeHeadRoute: false,
			handler: (request, reply) => {
				const urlPath = safeUrlPath(request.url);
				if (urlPath === null) return sendText(reply, 400, "Dirección no válida.");
				const file = files.get(urlPath === "/" ? "/index.html" : urlPath);
				if (file) return sendFile(request, reply, file);
				if (urlPath.startsWith("/assets/") || isKnownAssetName(urlPath)) return sendText(reply, 404, "No encontrado.");
				return sendFile(request, reply, index);
			}
		});
	};
}
// server/app-server.ts
/**
* Explicit limits, so a client that sends slowly cannot hold an upload slot (or a socket) for long:
* the headers must arrive within 30 s and the whole request, body included, within the inbox's
* deadline (120 s).
*/
var headersTimeoutMs = 3e4;
/**
* The server behind `npm start`: the built app with SPA fallback, and the local form inbox. It is
* returned before it is ready, so a caller can register more plugins (the store's /buzon) first;
* `await app.ready()` or `app.listen()` then prepares the inbox.
*/
function createApp(options) {
	const app = Fastify({
		logger: false,
		requestTimeout: requestDeadlineMs,
		trustProxy: options.trustProxy ?? false,
		routerOptions: { maxParamLength: 1e3 }
	});
	app.server.headersTimeout = headersTimeoutMs;
	addSecurityHeaders(app, options.connectOrigins ?? []);
	app.register(localInbox, {
		inbox: options,
		log: options.log
	});
	app.register(staticSite(options.clientDir));
	app.setNotFoundHandler((_request, reply) => sendJson(reply, 405, { errors: [{ message: "Esta dirección solo se puede leer (GET)." }] }, { allow: "GET, HEAD" }));
	return app;
}
// server/buzon/html/html.ts
/**
* HTML built only through the `html` tag: every interpolated value is escaped unless it is already
* SafeHtml made by this tag, so a shopper's text can never become markup. Hand-written because it
* is five replacements and a class; a template engine would add a dependency and an escape-by-default
* setting to keep right.
*/
var SafeHtml = class {
	text;
	constructor(text) {
		this.text = text;
	}
	toString() {
		return this.text;
	}
};
var entities = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function escapeHtml(text) {
	return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
function render(part) {
	if (part === null || part === void 0 || part === false) return "";
	if (part instanceof SafeHtml) return part.text;
	if (Array.isArray(part)) return part.map(render).join("");
	return escapeHtml(String(part));
}
function html(strings, ...values) {
	return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ""), ""));
}
// server/buzon/html/layout.ts
var buzonPaths = {
	list: "/buzon",
	login: "/buzon/entrar",
	logout: "/buzon/salir",
	styles: "/buzon/estilos.css",
	order: (id) => `/buzon/pedidos/${encodeURIComponent(id)}`,
	state: (id) => `/buzon/pedidos/${encodeURIComponent(id)}/estado`,
	thumbnail: (id) => `/buzon/pedidos/${encodeURIComponent(id)}/miniatura`,
	download: (id, field) => `/buzon/pedidos/${encodeURIComponent(id)}/archivos/${encodeURIComponent(field)}`
};
/** Every page of the store's inbox: no script, one stylesheet, nothing inline (strict CSP). */
function page({ title, signedIn, body }) {
	return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Buzón de MGM Gamers</title>
<link rel="stylesheet" href="${buzonPaths.styles}">
</head>
<body>
<a class="saltar" href="#contenido">Ir al contenido</a>
<header class="barra">
<p class="marca">Buzón de MGM Gamers</p>
${signedIn ? html`<form method="post" action="${buzonPaths.logout}"><button type="submit" class="boton-secundario">Salir</button></form>` : ""}
</header>
<main id="contenido">
${body}
</main>
</body>
</html>
`.text;
}
// server/buzon/html/login-page.ts
var problemText = {
	wrong: "La clave no es correcta. Revisala (es la que mostró npm start o la de INBOX_PASSWORD) y probá de nuevo.",
	blocked: "Hubo demasiados intentos fallidos desde esta conexión. Esperá un minuto y probá de nuevo.",
	expired: "Tu sesión terminó. Ingresá la clave para seguir."
};
/** The only page a visitor without a session sees: it names no order and no shopper. */
function loginPage(problem) {
	return page({
		title: "Entrar",
		signedIn: false,
		body: html`<section class="tarjeta entrar" aria-labelledby="titulo">
<h1 id="titulo">Entrar al buzón</h1>
<p>Acá llegan los diseños que envían los clientes. Solo la tienda tiene la clave.</p>
${problem ? html`<p class="aviso" role="alert" id="problema">${problemText[problem]}</p>` : ""}
<form method="post" action="${buzonPaths.login}">
<label for="clave">Clave</label>
<input id="clave" name="clave" type="password" autocomplete="current-password" required${problem ? html` aria-describedby="problema"` : ""}>
<button type="submit">Entrar</button>
</form>
</section>`
	});
}
// server/buzon/login-guard.ts
var windowMs = 6e4;
/**
* Failed logins per client address: the fifth failure within a minute blocks that address for the next
* minute (429), whatever it sends, so guessing the password runs at five tries a minute at most.
*/
function createLoginGuard(now = Date.now) {
	const clients = /* @__PURE__ */ new Map();
	let lastSweep = now();
	function sweep(time) {
		if (time - lastSweep < windowMs) return;
		lastSweep = time;
		for (const [client, record] of clients) if (time - record.windowStart >= windowMs && time >= record.blockedUntil) clients.delete(client);
	}
	return {
		/** Milliseconds the client must still wait, or 0 when it may try. */
		blockedFor(client) {
			const time = now();
			sweep(time);
			return Math.max(0, (clients.get(client)?.blockedUntil ?? 0) - time);
		},
		failed(client) {
			const time = now();
			const record = clients.get(client);
			if (!record || time - record.windowStart >= windowMs) {
				clients.set(client, {
					windowStart: time,
					failures: 1,
					blockedUntil: 0
				});
				return;
			}
			record.failures += 1;
			if (record.failures >= 5) record.blockedUntil = time + windowMs;
		},
		succeeded(client) {
			clients.delete(client);
		}
	};
}
// server/buzon/password.ts
/** The generated password's file inside INBOX_DIR; only the server's user may read it. */
var passwordFileName = ".clave";
/** 18 random bytes: 144 bits, 24 URL-safe characters the store can copy from the terminal. */
var generatedBytes = 18;
var minimumLength = 12;
async function readStored(file) {
	try {
		return (await readFile(file, "utf8")).trim();
	} catch (error) {
		if (error.code === "ENOENT") return null;
		throw error;
	}
}
/** 'wx': when `npm start` and `npm run dev` start together, one creates the file and both use it. */
async function createStored(file) {
	const password = randomBytes(generatedBytes).toString("base64url");
	let handle;
	try {
		handle = await open(file, "wx", 384);
	} catch (error) {
		if (error.code === "EEXIST") return null;
		throw error;
	}
	try {
		await handle.writeFile(`${password}\n`, "utf8");
		await handle.sync();
	} finally {
		await handle.close();
	}
	return password;
}
/**
* INBOX_PASSWORD when set; otherwise the one stored in INBOX_DIR/.clave, created with a strong random
* value on the first start. A set password shorter than 12 characters is refused, not weakened.
*/
async function resolveInboxPassword(env, inboxDir) {
	const fromEnv = env.INBOX_PASSWORD?.trim();
	if (fromEnv) {
		if (fromEnv.length < minimumLength) throw new Error(`INBOX_PASSWORD es muy corta: usá al menos ${minimumLength} caracteres, o borrala para que se genere una`);
		return {
			password: fromEnv,
			source: "env",
			file: null
		};
	}
	const file = join(inboxDir, passwordFileName);
	await mkdir(inboxDir, { recursive: true });
	const created = await readStored(file) === null ? await createStored(file) : null;
	if (created) return {
		password: created,
		source: "created",
		file
	};
	const stored = await readStored(file) ?? "";
	if (stored.length < minimumLength) throw new Error(`${file} no tiene una clave válida: borralo y volvé a iniciar para que se genere otra`);
	return {
		password: stored,
		source: "file",
		file
	};
}
var digest = (text) => createHash("sha256").update(text, "utf8").digest();
/** Constant-time: both sides are hashed to the same length first, so neither length nor content leaks. */
function passwordMatches(expected, attempt) {
	return timingSafeEqual(digest(expected), digest(attempt));
}
/** What `npm start` prints beside the inbox's address, so the store can sign in without a terminal search. */
function passwordHint(found) {
	if (found.source === "env") return "clave: la de INBOX_PASSWORD";
	return `clave: ${found.password} (guardada en ${found.file ?? ".clave"}; borrala para generar otra)`;
}
// server/buzon/order-entry.ts
/** Lower case without accents, so "dragon" finds "Dragón". */
function foldForSearch(text) {
	return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
function entryFor(folder, folderName, record, state) {
	const summary = summarize(record);
	return {
		id: record.id,
		folder,
		folderName,
		receivedAt: record.receivedAt,
		receivedAtText: summary.receivedAt,
		name: summary.name,
		email: summary.email,
		size: summary.size,
		price: summary.price,
		hasProof: record.files.some((file) => file.field === "proof"),
		priceCheck: record.priceCheck ?? null,
		statedPrice: summary.statedPrice,
		printPpi: record.files.find((file) => file.field === "print")?.print?.image?.ppi ?? null,
		printFile: summary.printFile,
		searchText: foldForSearch(`${summary.name}\n${summary.email}`),
		files: record.files.map(({ field, storedName, type }) => ({
			field,
			storedName,
			type
		})),
		state
	};
}
/** The list entry of an order folder, or null for a damaged one (it is skipped, never shown half). */
async function readEntry(inboxDir, folderName) {
	const folder = join(inboxDir, folderName);
	const record = await readSubmissionRecord(join(folder, recordName));
	if (!record) return null;
	return entryFor(folder, folderName, record, await readOrderState(folder));
}
// server/buzon/download-name.ts
var fieldWords = {
	file: "foto",
	proof: "vista-previa",
	print: "impresion"
};
/** "Dragón Rojo!" → "dragon-rojo"; only ASCII letters, digits and dashes, at most 40 characters. */
function slug(text) {
	return foldForSearch(text).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40).replace(/-+$/, "");
}
var dateParts = new Intl.DateTimeFormat("en-CA", {
	timeZone: storeTimeZone,
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23"
});
/** "2025-01-31_18-04" in Argentina's time, the same clock the list shows. */
function orderDate(iso) {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "sin-fecha";
	const parts = dateParts.formatToParts(date);
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "00";
	return `${part("year")}-${part("month")}-${part("day")}_${part("hour")}-${part("minute")}`;
}
/**
* A download's file name, e.g. "dragon-rojo_2025-01-31_18-04_foto.jpg": built only from the design
* name, the order date and the field, in plain ASCII, so it needs no quoting tricks in the header
* and cannot name a path on the store's computer.
*/
function downloadName(designName, receivedAt, field, type) {
	const what = fieldWords[field] ?? (slug(field) || "archivo");
	return `${slug(designName) || "diseno"}_${orderDate(receivedAt)}_${what}.${extensions[type]}`;
}
function attachmentHeader(fileName) {
	return `attachment; filename="${fileName}"`;
}
// server/buzon/buzon-replies.ts
/** The store's pages hold shoppers' data: no cache keeps them. */
function sendPage(reply, status, page) {
	return reply.code(status).headers({
		"content-type": "text/html; charset=utf-8",
		"cache-control": "no-store"
	}).send(page);
}
/** After a form post: back to a page with GET, so a reload never repeats the post. */
function seeOther(reply, location) {
	return reply.header("cache-control", "no-store").redirect(location, 303);
}
/** API and files without a session: a short Spanish reason, never a hint of what is there. */
function sendUnauthorized(reply) {
	return reply.code(401).header("cache-control", "no-store").send({ error: "Necesitás iniciar sesión en /buzon/entrar para ver esto." });
}
/**
* A stored file with its recorded type, never sniffed by the browser. `download` sends it as an
* attachment with a safe name; otherwise it is shown in the page (the proof as a thumbnail).
*/
async function sendOrderFile(reply, file, download) {
	const size = await stat(file.path).then((info) => info.size, () => null);
	if (size === null) return reply.code(404).send({ error: "El archivo ya no está en la carpeta del pedido (se movió o se borró): pedile al cliente que lo envíe de nuevo." });
	reply.headers({
		"content-type": file.type,
		"content-length": String(size),
		"x-content-type-options": "nosniff",
		"cache-control": "private, no-store"
	});
	if (download) reply.header("content-disposition", attachmentHeader(file.downloadName));
	return reply.send(createReadStream(file.path));
}
var sessionCookieName = "buzon_sesion";
/**
* Sessions in memory: a restart signs the store out, which is the safe side. The id is 32 random bytes;
* it is the only thing the cookie holds.
*/
function createSessions(now = Date.now) {
	const lastSeen = /* @__PURE__ */ new Map();
	function sweep(time) {
		for (const [id, seen] of lastSeen) if (time - seen >= 432e5) lastSeen.delete(id);
	}
	return {
		create() {
			const time = now();
			sweep(time);
			const id = randomBytes(32).toString("base64url");
			lastSeen.set(id, time);
			return id;
		},
		/** Whether the id is a live session; a live one starts a new idle period. */
		touch(id) {
			if (!id) return false;
			const time = now();
			const seen = lastSeen.get(id);
			if (seen === void 0) return false;
			if (time - seen >= 432e5) {
				lastSeen.delete(id);
				return false;
			}
			lastSeen.set(id, time);
			return true;
		},
		end(id) {
			if (id) lastSeen.delete(id);
		}
	};
}
// server/buzon/buzon-access.ts
var safeMethods = /* @__PURE__ */ new Set(["GET", "HEAD"]);
var sessionOf = (request) => request.cookies[sessionCookieName];
/** The session cookie: script cannot read it, other sites never send it, and only /buzon receives it. */
function cookieOptions(request) {
	return {
		path: "/buzon",
		httpOnly: true,
		sameSite: "strict",
		secure: request.protocol === "https"
	};
}
/**
* Runs before every /buzon route: same origin for changes, then a live session unless the route is public.
* The origin check is CSRF protection for every change (login included), with no other origin allowed:
* SameSite=Strict already keeps the cookie off cross-site posts; this also refuses them when a browser
* ignores SameSite.
*/
function accessCheck(sessions) {
	return async (request, reply) => {
		if (!safeMethods.has(request.method) && !fromAllowedPage(request)) return reply.code(403).header("cache-control", "no-store").send({ error: "Este cambio solo se acepta desde las páginas del buzón. Volvé a /buzon y probá de nuevo." });
		const config = request.routeOptions.config;
		if (config.buzonPublic || sessions.touch(sessionOf(request))) return void 0;
		if (!config.buzonPage) return sendUnauthorized(reply);
		return seeOther(reply, sessionOf(request) ? `${buzonPaths.login}?motivo=vencida` : buzonPaths.login);
	};
}
var showLogin = (reply, status, problem) => sendPage(reply, status, loginPage(problem));
function addLoginRoutes(app, password, sessions) {
	const guard = createLoginGuard();
	app.get(buzonPaths.login, { config: { buzonPublic: true } }, async (request, reply) => {
		if (sessions.touch(sessionOf(request))) return seeOther(reply, buzonPaths.list);
		return showLogin(reply, 200, request.query.motivo === "vencida" ? "expired" : null);
	});
	app.post(buzonPaths.login, { config: { buzonPublic: true } }, async (request, reply) => {
		const waitMs = guard.blockedFor(request.ip);
		if (waitMs > 0) return showLogin(reply.header("retry-after", String(Math.ceil(waitMs / 1e3))), 429, "blocked");
		if (!passwordMatches(password, typeof request.body?.clave === "string" ? request.body.clave : "")) {
			guard.failed(request.ip);
			return showLogin(reply, 401, "wrong");
		}
		guard.succeeded(request.ip);
		sessions.end(sessionOf(request));
		reply.setCookie(sessionCookieName, sessions.create(), cookieOptions(request));
		return seeOther(reply, buzonPaths.list);
	});
	app.post(buzonPaths.logout, async (request, reply) => {
		sessions.end(sessionOf(request));
		reply.clearCookie(sessionCookieName, cookieOptions(request));
		return seeOther(reply, buzonPaths.login);
	});
}
/** Sessions, the login and logout routes, and the check that runs before every /buzon route. */
function addBuzonAccess(app, password, now = Date.now) {
	const sessions = createSessions(now);
	app.addHook("onRequest", accessCheck(sessions));
	addLoginRoutes(app, password, sessions);
}
// server/buzon/mail-reply.ts
/**
* The store's answer as a mailto: link: the shopper's address, a subject and a body with the design
* and its size, and a blank line where the store pastes the purchase link. Null when the stored
* address could not be used in a link: checked again with the inbox's own rule, so odd text
* (a "?", a line break, a space) never reaches the link.
*/
function replyMailto({ email, name, size }) {
	if (!isValidEmail(email)) return null;
	const subject = `Tu diseño "${name}" en MGM Gamers`;
	const body = [
		"Hola,",
		"",
		`Gracias por enviarnos tu diseño "${name}" (${size}). Ya lo revisamos y está listo para imprimir.`,
		"",
		"Podés comprarlo desde este link:",
		"Link de compra: ______________________",
		"",
		"Cuando se acredite el pago lo ponemos en producción y te avisamos.",
		"",
		"Saludos,",
		"MGM Gamers"
	].join("\r\n");
	return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
// src/domain/print-quality.ts
var LEVELS = [
	{
		level: "excelente",
		minDpi: 150,
		label: "Excelente"
	},
	{
		level: "buena",
		minDpi: 100,
		label: "Buena"
	},
	{
		level: "aceptable",
		minDpi: 75,
		label: "Aceptable"
	},
	{
		level: "baja",
		minDpi: 0,
		label: "Baja"
	}
];
var LOW_QUALITY_ADVICE = "La foto tiene poca resolución para esta medida y se va a ver borrosa: usá una foto más grande o elegí una medida más chica.";
function qualityForDpi(dpi) {
	const whole = Math.max(0, Math.floor(dpi + 1e-9));
	const found = LEVELS.find((entry) => whole >= entry.minDpi) ?? {
		level: "baja",
		label: "Baja"
	};
	return {
		dpi: whole,
		level: found.level,
		label: found.label,
		advice: found.level === "baja" ? LOW_QUALITY_ADVICE : null
	};
}
// server/buzon/html/order-bits.ts
/** The price as the shopper saw it, with what the inbox's own price check found. */
function priceText(entry) {
	if (entry.priceCheck === "ok") return html`${entry.price} <span class="marca-ok">(coincide con la tarifa)</span>`;
	if (entry.priceCheck === "mismatch") {
		const stated = entry.statedPrice ?? "otro precio";
		return html`${entry.price} <strong class="marca-alerta">(el mensaje decía ${stated}: revisá el precio antes de cobrar)</strong>`;
	}
	return html`${entry.price} <span class="tenue">(sin verificar)</span>`;
}
/** The print file's resolution in the editor meter's words, e.g. "Buena (120 ppp)". */
function qualityText(entry) {
	if (entry.printPpi === null) return entry.printFile === null ? "Sin archivo de impresión" : "Sin dato de resolución";
	const quality = qualityForDpi(entry.printPpi);
	return `${quality.label} (${quality.dpi} ppp)`;
}
function stateMark(entry) {
	return html`<span class="estado estado-${entry.state.answered ? "respondido" : "pendiente"}">${stateLabel(entry.state)}</span>`;
}
// server/buzon/html/detail-page.ts
var fileLabels = {
	file: "Foto original",
	proof: "Vista previa",
	print: "Archivo de impresión"
};
var megabytes = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
function fileLinks(entry, record) {
	return html`<ul class="descargas">${record.files.map((file) => {
		const kind = file.type.split("/")[1]?.toUpperCase() ?? "";
		const label = fileLabels[file.field] ?? file.field;
		return html`<li><a href="${buzonPaths.download(entry.id, file.field)}" download>Descargar ${label}</a>
<span class="tenue">(${kind === "JPEG" ? "JPG" : kind}, ${megabytes.format(file.size / 1048576)} MB)</span></li>`;
	})}</ul>`;
}
/** One "Label: value" line of the order message, as the store reads it; a line without a label stays whole. */
function messageRows(message) {
	return message.split(/\r?\n/).filter((line) => line.trim() !== "").map((line) => {
		const cut = line.indexOf(": ");
		return cut > 0 ? html`<div><dt>${line.slice(0, cut).trim()}</dt><dd>${line.slice(cut + 2).trim()}</dd></div>` : html`<div><dt>Línea</dt><dd>${line.trim()}</dd></div>`;
	});
}
function actions(entry) {
	const mailto = replyMailto(entry);
	const reply = mailto ? html`<a class="boton" href="${mailto}">Responder por email</a>` : html`<p class="aviso">El email guardado no sirve para un enlace: copialo a mano.</p>`;
	const next = entry.state.answered ? {
		value: "pendiente",
		label: "Marcar como pendiente"
	} : {
		value: "respondido",
		label: "Marcar como respondido"
	};
	return html`<div class="acciones">${reply}
<form method="post" action="${buzonPaths.state(entry.id)}">
<input type="hidden" name="estado" value="${next.value}">
<button type="submit" class="boton-secundario">${next.label}</button>
</form></div>`;
}
/** Everything about one order: every field and message line, the proof large, its files and the answer. */
function detailPage(entry, record) {
	const proof = entry.hasProof ? html`<img class="prueba" src="${buzonPaths.thumbnail(entry.id)}" alt="Vista previa del diseño ${entry.name}, como la vio el cliente">` : html`<p class="tenue">Este pedido llegó sin vista previa.</p>`;
	return page({
		title: entry.name,
		signedIn: true,
		body: html`<p><a href="${buzonPaths.list}">Volver a la lista</a></p>
<h1>${entry.name} ${stateMark(entry)}</h1>
${actions(entry)}
<div class="detalle">
<figure class="figura">${proof}</figure>
<section aria-labelledby="datos-titulo">
<h2 id="datos-titulo">Datos del pedido</h2>
<dl class="campos">
<div><dt>Recibido</dt><dd><time datetime="${entry.receivedAt}">${entry.receivedAtText}</time></dd></div>
<div><dt>Email</dt><dd>${record.fields.email}</dd></div>
<div><dt>Nombre del diseño</dt><dd>${record.fields.nombreModelo}</dd></div>
<div><dt>Asunto</dt><dd>${record.fields.subject}</dd></div>
<div><dt>Comentario</dt><dd class="texto">${record.fields.comentario.trim() || "Sin comentario"}</dd></div>
<div><dt>Precio</dt><dd>${priceText(entry)}</dd></div>
<div><dt>Calidad de impresión</dt><dd>${qualityText(entry)}</dd></div>
<div><dt>Archivo de impresión</dt><dd>${entry.printFile ?? "No llegó: armá el diseño con la foto y la vista previa"}</dd></div>
</dl>
<h2>Mensaje</h2>
<dl class="campos">${messageRows(record.fields.message)}</dl>
<h2>Archivos</h2>
${fileLinks(entry, record)}
</section>
</div>`
	});
}
// server/buzon/html/list-page.ts
var filterLabels = {
	todos: "Todos",
	pendientes: "Pendientes",
	respondidos: "Respondidos"
};
function listUrl(query, pageNumber) {
	const params = new URLSearchParams();
	if (query.filter !== "todos") params.set("estado", query.filter);
	if (query.search.trim()) params.set("q", query.search.trim());
	if (pageNumber > 1) params.set("pagina", String(pageNumber));
	const text = params.toString();
	return text ? `${buzonPaths.list}?${text}` : buzonPaths.list;
}
function searchForm(query) {
	const options = Object.keys(filterLabels).map((filter) => html`<option value="${filter}"${filter === query.filter ? html` selected` : ""}>${filterLabels[filter]}</option>`);
	return html`<form class="filtros" method="get" action="${buzonPaths.list}" role="search">
<div class="campo"><label for="q">Buscar por nombre o email</label>
<input id="q" name="q" type="search" value="${query.search}" autocomplete="off"></div>
<div class="campo"><label for="estado">Mostrar</label>
<select id="estado" name="estado">${options}</select></div>
<button type="submit">Buscar</button>
</form>`;
}
function orderItem(entry) {
	return html`<li class="pedido">
${entry.hasProof ? html`<img class="miniatura" src="${buzonPaths.thumbnail(entry.id)}" alt="Vista previa de ${entry.name}" width="96" height="96" loading="lazy">` : html`<span class="miniatura sin-vista">Sin vista previa</span>`}
<div class="datos">
<h2><a href="${buzonPaths.order(entry.id)}">${entry.name}</a> ${stateMark(entry)}</h2>
<dl>
<div><dt>Recibido</dt><dd><time datetime="${entry.receivedAt}">${entry.receivedAtText}</time></dd></div>
<div><dt>Email</dt><dd>${entry.email}</dd></div>
<div><dt>Medida</dt><dd>${entry.size}</dd></div>
<div><dt>Precio</dt><dd>${priceText(entry)}</dd></div>
<div><dt>Calidad de impresión</dt><dd>${qualityText(entry)}</dd></div>
</dl>
</div>
</li>`;
}
function pager(result, query) {
	if (result.pages <= 1) return "";
	const previous = result.page > 1 ? html`<a href="${listUrl(query, result.page - 1)}" rel="prev">Anterior</a>` : "";
	const next = result.page < result.pages ? html`<a href="${listUrl(query, result.page + 1)}" rel="next">Siguiente</a>` : "";
	return html`<nav class="paginas" aria-label="Páginas">${previous}<span aria-current="page">Página ${result.page} de ${result.pages}</span>${next}</nav>`;
}
function countText(total, query) {
	const found = total === 1 ? "1 pedido" : `${total} pedidos`;
	return query.search.trim() ? `${found} para “${query.search.trim()}”` : found;
}
/** The store's list: newest first, filtered, searched and paged by the index. */
function listPage(result, query, damaged) {
	const items = result.items.length ? html`<ol class="pedidos">${result.items.map(orderItem)}</ol>` : html`<p class="vacio">No hay pedidos que coincidan. Probá con otra búsqueda o mostrá todos.</p>`;
	const skipped = damaged ? html`<p class="aviso">Se saltearon ${damaged} carpeta(s) con submission.json dañado; revisalas con npm run inbox.</p>` : "";
	return page({
		title: "Pedidos",
		signedIn: true,
		body: html`<h1>Pedidos</h1>
${searchForm(query)}
<p class="cuenta" role="status">${countText(result.total, query)}</p>
${skipped}
${items}
${pager(result, query)}`
	});
}
// server/buzon/order-files.ts
/**
* The order by its id (looked up in the index, never used as a path) with its submission.json and its
* answered mark read now, so the detail is right even when another server on the same inbox
* (`npm run dev` beside `npm start`) changed the mark.
*/
async function findOrder(index, id) {
	const entry = await index.find(id);
	if (!entry) return null;
	const [record, state] = await Promise.all([readSubmissionRecord(join(entry.folder, recordName)), readOrderState(entry.folder)]);
	return record && record.id === entry.id ? {
		entry: {
			...entry,
			state
		},
		record
	} : null;
}
/**
* One file of one order, only when that order's submission.json lists it under `field`. The request
* names an order id and a field; both are looked up, so "../", encoded forms, absolute paths or
* another order's file name all end in "not found". The list comes from the index: a published
* record never changes, and a list page asks for up to 25 thumbnails at once.
*/
async function findOrderFile(index, id, field) {
	const entry = await index.find(id);
	const file = entry?.files.find((candidate) => candidate.field === field);
	if (!entry || !file || basename(file.storedName) !== file.storedName) return null;
	return {
		path: join(entry.folder, file.storedName),
		type: file.type,
		downloadName: downloadName(entry.name, entry.receivedAt, file.field, file.type)
	};
}
// server/buzon/buzon-routes.ts
var filters = [
	"todos",
	"pendientes",
	"respondidos"
];
/** Longer searches match nothing a name (60) or an email (254) could hold. */
var maxSearchLength = 300;
/** The list's query from the address; anything unexpected falls back to the first page of everything. */
function listQuery({ estado, q, pagina }) {
	const page = Number(pagina);
	return {
		filter: filters.find((filter) => filter === estado) ?? "todos",
		search: typeof q === "string" ? q.slice(0, maxSearchLength) : "",
		page: Number.isSafeInteger(page) && page > 0 ? page : 1
	};
}
function notFoundPage() {
	return page({
		title: "No encontrado",
		signedIn: true,
		body: html`<h1>No encontramos ese pedido</h1>
<p>Puede que la dirección esté incompleta o que la carpeta del pedido se haya movido. <a href="${buzonPaths.list}">Volvé a la lista de pedidos</a>.</p>`
	});
}
/** The list, the detail, the files and the answered mark; the access check runs before each of them. */
function addBuzonRoutes(app, index) {
	const pageRoute = { config: { buzonPage: true } };
	app.get(buzonPaths.list, pageRoute, async (request, reply) => {
		const query = listQuery(request.query);
		return sendPage(reply, 200, listPage(await index.query(query), query, index.damagedCount()));
	});
	app.get("/buzon/pedidos/:id", pageRoute, async (request, reply) => {
		const order = await findOrder(index, request.params.id);
		return order ? sendPage(reply, 200, detailPage(order.entry, order.record)) : sendPage(reply, 404, notFoundPage());
	});
	app.get("/buzon/pedidos/:id/miniatura", async (request, reply) => {
		const file = await findOrderFile(index, request.params.id, "proof");
		return file ? sendOrderFile(reply, file, false) : reply.code(404).send({ error: "Este pedido no tiene vista previa." });
	});
	app.get("/buzon/pedidos/:id/archivos/:field", async (request, reply) => {
		const file = await findOrderFile(index, request.params.id, request.params.field);
		return file ? sendOrderFile(reply, file, true) : reply.code(404).send({ error: "Ese archivo no es de este pedido. Descargalo desde la página del pedido." });
	});
	app.post("/buzon/pedidos/:id/estado", async (request, reply) => {
		const wanted = request.body?.estado;
		if (wanted !== "respondido" && wanted !== "pendiente") return reply.code(400).send({ error: "Elegí \"respondido\" o \"pendiente\" con los botones del pedido." });
		const updated = await index.setAnswered(request.params.id, wanted === "respondido");
		return updated ? seeOther(reply, buzonPaths.order(updated.id)) : sendPage(reply, 404, notFoundPage());
	});
	app.all("/buzon/*", pageRoute, async (_request, reply) => sendPage(reply, 404, notFoundPage()));
}
/** Folders read at once when the index fills: enough to overlap disk waits, few enough to keep handles low. */
var readConcurrency = 16;
async function mapLimited(items, limit, work) {
	const results = new Array(items.length);
	let next = 0;
	const runner = async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await work(items[index]);
		}
	};
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
	return results;
}
function matches(entry, filter, folded) {
	if (filter === "pendientes" && entry.state.answered) return false;
	if (filter === "respondidos" && !entry.state.answered) return false;
	return folded === "" || entry.searchText.includes(folded);
}
var newestFolderFirst = (a, b) => a.folderName < b.folderName ? 1 : a.folderName > b.folderName ? -1 : 0;
/** Lists the inbox folder again only when it changed, and reads only the folders not seen before. */
async function syncIndex(inboxDir, state) {
	const stamp = await stat(inboxDir, { bigint: true }).then((info) => info.mtimeNs, () => -1n);
	if (stamp === state.stamp) return;
	const names = await orderFolderNames(inboxDir);
	const present = new Set(names);
	const known = new Set(state.newestFirst.map((entry) => entry.folderName));
	const added = names.filter((name) => !known.has(name) && !state.damaged.has(name));
	const read = await mapLimited(added, readConcurrency, (name) => readEntry(inboxDir, name));
	added.forEach((name, i) => {
		if (!read[i]) state.damaged.add(name);
	});
	for (const name of state.damaged) if (!present.has(name)) state.damaged.delete(name);
	const fresh = read.filter((entry) => entry !== null);
	state.newestFirst = [...state.newestFirst.filter((entry) => present.has(entry.folderName)), ...fresh].sort(newestFolderFirst);
	state.byId.clear();
	for (const entry of state.newestFirst) state.byId.set(entry.id, entry);
	state.stamp = stamp;
}
function pageOf(entries, { filter, search, page }) {
	const folded = foldForSearch(search.trim());
	const found = entries.filter((entry) => matches(entry, filter, folded));
	const pages = Math.max(1, Math.ceil(found.length / 25));
	const shown = Math.min(Math.max(1, page), pages);
	return {
		items: found.slice((shown - 1) * 25, shown * 25),
		total: found.length,
		page: shown,
		pages
	};
}
/**
* The store's list in memory. Each order folder is read once; later the folder list is read again only
* when the inbox folder changed (its mtime moves whenever an order is published or removed), and then
* only new folders are read. State changes made here update the entry in place.
*/
function createOrderIndex(inboxDir) {
	const state = {
		newestFirst: [],
		byId: /* @__PURE__ */ new Map(),
		damaged: /* @__PURE__ */ new Set(),
		stamp: null
	};
	let refreshing = null;
	/** Brings the index up to date; concurrent callers share one pass. */
	function refresh() {
		refreshing ??= syncIndex(inboxDir, state).finally(() => refreshing = null);
		return refreshing;
	}
	async function find(id) {
		await refresh();
		return state.byId.get(id) ?? null;
	}
	return {
		refresh,
		find,
		/** Folders skipped because their submission.json is missing or damaged. */
		damagedCount: () => state.damaged.size,
		async query(query) {
			await refresh();
			return pageOf(state.newestFirst, query);
		},
		async setAnswered(id, answered) {
			const entry = await find(id);
			if (!entry) return null;
			const updated = {
				...entry,
				state: await writeOrderState(entry.folder, answered)
			};
			state.newestFirst = state.newestFirst.map((candidate) => candidate.id === id ? updated : candidate);
			state.byId.set(id, updated);
			return updated;
		}
	};
}
// server/buzon/buzon-plugin.ts
/** The stylesheet ships beside the server bundle (Vite copies the file this URL names). */
var stylesheetUrl = new URL("./buzon.css", import.meta.url);
/** Login and state forms are a few fields; anything larger is not one of them. */
var formBodyLimit = 4096;
/**
* The store's inbox at /buzon: login, list, detail, files and the answered mark, all behind one
* password. Encapsulated: its cookie and form parsers and its access check touch only its own routes.
*/
var buzon = async (app, options) => {
	const stylesheet = await readFile(stylesheetUrl, "utf8");
	await app.register(cookie);
	await app.register(formbody, { bodyLimit: formBodyLimit });
	addBuzonAccess(app, options.password, options.now);
	const index = createOrderIndex(options.inboxDir);
	index.refresh().catch(() => void 0);
	addBuzonRoutes(app, index);
	app.get(buzonPaths.styles, { config: { buzonPublic: true } }, async (_request, reply) => reply.headers({
		"content-type": "text/css; charset=utf-8",
		"cache-control": "no-cache"
	}).send(stylesheet));
};
// server/main.ts
var clientDir = fileURLToPath(new URL("../client/", import.meta.url));
var port = Number(process.env.PORT?.trim() || 4173);
var host = process.env.HOST?.trim() || "127.0.0.1";
var inbox = inboxOptionsFromEnv(process.env, process.cwd());
async function start() {
	if (!Number.isInteger(port) || port < 0 || port > 65535) fail("PORT no es válido", `"${process.env.PORT ?? ""}"; usá un número de 0 a 65535`);
	const app = createApp({
		clientDir,
		...inbox,
		trustProxy: trustProxyFromEnv(process.env),
		connectOrigins: connectOriginsFromEnv(process.env),
		log: {
			stored: (folder) => console.log(`Nuevo diseño recibido: ${folder}`),
			failed: (error) => console.error("No se pudo guardar un envío:", error),
			refused: (line) => console.warn(`Envío rechazado: ${line}`)
		}
	});
	const inboxPassword = await resolveInboxPassword(process.env, inbox.inboxDir).catch((error) => fail("No se pudo preparar la clave del buzón", error));
	app.register(buzon, {
		inboxDir: inbox.inboxDir,
		password: inboxPassword.password
	});
	await settle(app.ready(), `No se pudo preparar la carpeta de envíos ${inbox.inboxDir}`);
	await settle(app.listen({
		port,
		host
	}), `No se pudo escuchar en ${host}:${port}`);
	const address = app.server.address();
	const shownPort = typeof address === "object" && address ? address.port : port;
	const shownHost = host.includes(":") ? `[${host}]` : host;
	console.log(`MGM Gamers · personalizador listo en http://${shownHost}:${shownPort}`);
	console.log(`Los diseños enviados se guardan en ${inbox.inboxDir} (verlos: npm run inbox)`);
	console.log(`Buzón de la tienda: http://${shownHost}:${shownPort}/buzon · ${passwordHint(inboxPassword)}`);
	const shutdown = () => {
		app.close().then(() => process.exit(0));
		setTimeout(() => process.exit(0), 1e4).unref();
	};
	process.once("SIGINT", shutdown);
	process.once("SIGTERM", shutdown);
}
async function settle(step, what) {
	try {
		await step;
	} catch (error) {
		fail(what, error);
	}
}
function fail(what, error) {
	console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
	process.exit(1);
}
start().catch((error) => fail("No se pudo iniciar el servidor", error));
export {};
