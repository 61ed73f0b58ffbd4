import { join, relative, resolve } from "node:path";
import { mkdir, open, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";
/** The hosted form service takes at most 25 MB per file; decimal megabytes keep us under either reading. */
var MAX_UPLOAD_BYTES = 25e6;
// server/origins.ts
/** The origins of a comma- or space-separated list of URLs; anything that is not an http(s) URL is dropped. */
function parseOrigins(list) {
	return (list ?? "").split(/[\s,]+/).flatMap((entry) => {
		if (entry === "") return [];
		try {
			const url = new URL(entry);
			return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
		} catch {
			return [];
		}
	});
}
/**
* Whether a state-changing request comes from a page of this server (its Origin names the host the
* request was sent to; without Origin, the browser's Sec-Fetch-Site says same-origin) or of one of
* `allowedOrigins`. The scheme is not compared: behind a TLS proxy this server sees http while the
* page is https. Used by the inbox's orders and /buzon's posts alike.
*/
function fromAllowedPage(request, allowedOrigins = []) {
	const origin = request.headers.origin;
	if (origin === void 0) return request.headers["sec-fetch-site"] === "same-origin";
	if (allowedOrigins.includes(origin)) return true;
	try {
		return new URL(origin).host === request.host;
	} catch {
		return false;
	}
}
// server/inbox/inbox-config.ts
var defaultRateLimitPerMinute = 30;
/** Submissions read at once per server; more wait outside with 503 instead of filling memory and disk. */
var defaultMaxConcurrent = 32;
/** The hosted service's own file limit (decisions §4), exactly as the browser's pipeline keeps to it. */
var maxFileBytes = MAX_UPLOAD_BYTES;
/** Three files of 25 MB plus text fields and multipart overhead fit well under this. */
var maxBodyBytes = 83886080;
/** Bytes per text value; the longest accepted value (5000 characters) is at most 20000 bytes in UTF-8. */
var maxFieldBytes = 32768;
/**
* Hard limit on one order, body included: past it the order's slot is free again whatever the parser
* or the disk are doing. 180 s lets the largest order (three files, 75 MB) through an uplink of about
* 3.4 Mbit/s; it matches the server's own request timeout.
*/
var requestDeadlineMs = 18e4;
/** Where the shopper's browser goes after a successful submission. */
var thankYouPath = "/?enviado=1";
var defaultMinFreeMegabytes = 1024;
var megabyte = 1048576;
/** The whole number `value` spells when it is at least `min`; blank, fractional or smaller values give `fallback`. */
function integerAtLeast(value, min, fallback) {
	const parsed = Number(value?.trim() || NaN);
	return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}
/**
* INBOX_TRUST_PROXY as fastify's `trustProxy`: a hop count (`1`: the one proxy in front), or the
* addresses and CIDR ranges of trusted proxies (`127.0.0.1, 10.0.0.0/8`). Unset trusts no one, so a
* client cannot pick its own rate-limit bucket with a forged X-Forwarded-For.
*/
function trustProxyFromEnv(env) {
	const value = env.INBOX_TRUST_PROXY?.trim() ?? "";
	if (value === "") return false;
	if (/^\d+$/.test(value)) {
		const hops = Number(value);
		return (_address, hop) => hop < hops;
	}
	return value.split(/[\s,]+/).filter((entry) => entry !== "");
}
function inboxOptionsFromEnv(env, cwd) {
	return {
		inboxDir: resolve(cwd, env.INBOX_DIR?.trim() || "data/inbox"),
		formKey: env.INBOX_FORM_KEY?.trim() || "mgm-local",
		project: env.INBOX_PROJECT?.trim() ?? "",
		rateLimitPerMinute: integerAtLeast(env.INBOX_RATE_LIMIT, 1, defaultRateLimitPerMinute),
		maxConcurrent: integerAtLeast(env.INBOX_MAX_CONCURRENT, 1, defaultMaxConcurrent),
		requestDeadlineMs,
		allowedOrigins: parseOrigins(env.INBOX_ALLOWED_ORIGINS),
		minFreeBytes: integerAtLeast(env.INBOX_MIN_FREE_MB, 0, defaultMinFreeMegabytes) * megabyte
	};
}
// server/inbox/inbox-errors.ts
/** A request the inbox refuses as a whole, with the HTTP status to answer. */
var InboxRejection = class extends Error {
	status;
	errors;
	constructor(status, errors, cause) {
		super(errors.map((error) => error.message).join(" "), { cause });
		this.status = status;
		this.errors = errors;
	}
};
var fieldNames = {
	nombreModelo: "nombre del modelo",
	email: "email",
	comentario: "comentario",
	subject: "asunto",
	message: "mensaje",
	file: "imagen",
	proof: "vista previa",
	print: "archivo de impresión",
	diseno: "diseño"
};
function nameOf(field) {
	return fieldNames[field] ?? field;
}
var inboxErrors = {
	missing: (field) => ({
		code: "REQUIRED_FIELD_MISSING",
		field,
		message: `Falta el campo ${nameOf(field)}: completalo y volvé a enviar.`
	}),
	empty: (field) => ({
		code: "REQUIRED_FIELD_EMPTY",
		field,
		message: `El campo ${nameOf(field)} está vacío: completalo y volvé a enviar.`
	}),
	email: () => ({
		code: "TYPE_EMAIL",
		field: "email",
		message: "El email no es válido: revisalo (por ejemplo nombre@correo.com) y volvé a enviar."
	}),
	tooLong: (field, maxChars) => ({
		code: "TYPE_TEXT",
		field,
		message: `El campo ${nameOf(field)} es demasiado largo (máximo ${maxChars} caracteres): acortalo y volvé a enviar.`
	}),
	badImage: (field, accepted) => ({
		code: "NO_FILE_UPLOADS",
		field,
		message: `Solo se aceptan imágenes ${accepted} en ${nameOf(field)}: elegí otra imagen y volvé a enviar.`
	}),
	badPrint: () => ({
		code: "NO_FILE_UPLOADS",
		field: "print",
		message: "El archivo de impresión no es un PDF completo: volvé al personalizador y enviá tu diseño de nuevo."
	}),
	formEmpty: () => ({
		code: "EMPTY",
		message: "El formulario llegó vacío: completalo y volvé a enviar."
	}),
	notMultipart: () => ({
		code: "EMPTY",
		message: "El envío debe ser un formulario multipart/form-data con tu diseño: volvé a enviarlo desde el personalizador."
	}),
	malformed: () => ({
		code: "EMPTY",
		message: "El formulario llegó incompleto o dañado: volvé a enviarlo."
	}),
	tooManyFields: () => ({
		code: "EMPTY",
		message: "El formulario llegó con demasiados campos: volvé a enviarlo desde el personalizador."
	}),
	controlChars: (field) => ({
		code: "TYPE_TEXT",
		field,
		message: `El campo ${nameOf(field)} tiene caracteres de control no permitidos: borralos y volvé a enviar.`
	}),
	modelNameChars: () => ({
		code: "TYPE_TEXT",
		field: "nombreModelo",
		message: "El nombre del modelo solo puede tener letras, números y espacios: corregilo y volvé a enviar."
	}),
	filesTooBig: () => ({
		code: "FILES_TOO_BIG",
		message: `El archivo supera los ${maxFileBytes / 1e6} MB: elegí una imagen más liviana y volvé a enviar.`
	}),
	tooManyFiles: () => ({
		code: "TOO_MANY_FILES",
		message: "Llegaron demasiados archivos: enviá una sola imagen (y su vista previa) y volvé a intentar."
	}),
	formNotFound: () => ({
		code: "FORM_NOT_FOUND",
		message: "Este formulario no existe: revisá la dirección de envío configurada en el personalizador."
	}),
	projectNotFound: () => ({
		code: "PROJECT_NOT_FOUND",
		message: "Este proyecto no existe: revisá el proyecto configurado en el personalizador."
	}),
	blocked: () => ({
		code: "BLOCKED",
		message: "Recibimos demasiados envíos seguidos: esperá un minuto y volvé a intentar."
	}),
	busy: () => ({
		code: "BLOCKED",
		message: "Estamos recibiendo muchos diseños a la vez: esperá unos segundos y volvé a enviar."
	}),
	crossSite: () => ({
		code: "BLOCKED",
		message: "Este buzón solo recibe diseños enviados desde la página de la tienda: enviá tu diseño desde el personalizador."
	}),
	inboxFull: () => ({
		code: "INBOX_FULL",
		message: "La tienda no tiene lugar para guardar más diseños en este momento: volvé a intentar más tarde."
	}),
	methodNotAllowed: () => ({ message: "Este formulario solo acepta envíos (POST)." }),
	tooSlow: () => ({
		code: "EMPTY",
		message: "Tu diseño tardó demasiado en llegar: revisá tu conexión y volvé a enviar."
	}),
	storageFailed: () => ({ message: "No pudimos guardar tu diseño: volvé a intentar en unos minutos." })
};
// server/inbox/control-chars.ts
/**
* C0 and C1 control characters and DEL (Unicode category Cc). Printed on a terminal, ESC, CSI (U+009B)
* and BEL start sequences that can clear the screen, fake output or write the clipboard (OSC 52).
*/
var controlChars = /\p{Cc}/gu;
/**
* Bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F, U+202A–U+202E,
* U+2066–U+2069): a right-to-left override reverses what follows on the store's terminal, so an
* order could show another price or address than the one it holds.
*/
var bidiChars = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** The text without control or bidirectional characters, safe to print on the store's terminal. */
function stripControlChars(text) {
	return text.replace(controlChars, "").replace(bidiChars, "");
}
/** Whether the text holds a control character other than those in `allowed` (e.g. a comment's line breaks). */
function hasControlChars(text, allowed = "") {
	return [...text.matchAll(controlChars)].some(([char]) => !allowed.includes(char));
}
// src/domain/image-bytes-exif.ts
var ORIENTATION_TAG = 274;
var SHORT = 3;
function isOrientation(value) {
	return Number.isInteger(value) && value >= 1 && value <= 8;
}
/** Reads tag 0x0112 of IFD0; anything missing or malformed counts as upright (1), as browsers do. */
function readTiffOrientation(tiff) {
	if (tiff.length < 8) return 1;
	const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
	const order = view.getUint16(0);
	if (order !== 18761 && order !== 19789) return 1;
	const little = order === 18761;
	if (view.getUint16(2, little) !== 42) return 1;
	const ifd = view.getUint32(4, little);
	if (ifd + 2 > tiff.length) return 1;
	const count = view.getUint16(ifd, little);
	for (let i = 0; i < count; i += 1) {
		const entry = ifd + 2 + i * 12;
		if (entry + 12 > tiff.length) return 1;
		if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
		if (view.getUint16(entry + 2, little) !== SHORT) return 1;
		const value = view.getUint16(entry + 8, little);
		return isOrientation(value) ? value : 1;
	}
	return 1;
}
/** Orientations 5 to 8 turn the photo a quarter, so its upright width and height swap. */
function swapsSides(orientation) {
	return orientation >= 5;
}
// src/domain/image-bytes-jpeg.ts
var SOS = 218;
var EOI = 217;
function isStandalone(marker) {
	return marker === 1 || marker >= 208 && marker <= 216;
}
function isStartOfFrame(marker) {
	return marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204;
}
/** Offset of the next marker after entropy-coded data starting at `from`, or -1. */
function nextMarkerAfterScan(bytes, from) {
	let p = bytes.indexOf(255, from);
	while (p !== -1 && p + 1 < bytes.length) {
		const next = bytes[p + 1] ?? 0;
		if (next === 255) p += 1;
		else if (next === 0 || next >= 208 && next <= 215) p = bytes.indexOf(255, p + 2);
		else return p;
	}
	return -1;
}
/** Walks the segments from SOI to EOI; stops early (endOfImage null) on anything malformed. */
function walkJpeg(bytes) {
	const segments = [];
	if (bytes[0] !== 255 || bytes[1] !== 216) return {
		segments,
		endOfImage: null
	};
	segments.push({
		marker: 216,
		start: 0,
		end: 2
	});
	let p = 2;
	while (p + 1 < bytes.length) {
		if (bytes[p] !== 255) return {
			segments,
			endOfImage: null
		};
		let q = p + 1;
		while (bytes[q] === 255) q += 1;
		const marker = bytes[q] ?? 0;
		const start = q - 1;
		if (marker === EOI) {
			segments.push({
				marker,
				start,
				end: q + 1
			});
			return {
				segments,
				endOfImage: q + 1
			};
		}
		if (isStandalone(marker)) {
			segments.push({
				marker,
				start,
				end: q + 1
			});
			p = q + 1;
			continue;
		}
		if (q + 2 >= bytes.length) break;
		const length = (bytes[q + 1] ?? 0) << 8 | (bytes[q + 2] ?? 0);
		let end = q + 1 + length;
		if (length < 2 || end > bytes.length) break;
		if (marker === SOS) {
			const after = nextMarkerAfterScan(bytes, end);
			if (after === -1) break;
			end = after;
		}
		segments.push({
			marker,
			start,
			end
		});
		p = end;
	}
	return {
		segments,
		endOfImage: null
	};
}
function startsWith(bytes, at, ascii) {
	for (let i = 0; i < ascii.length; i += 1) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
	return true;
}
/** Frame size and EXIF orientation, read from the segments before the first scan. */
function readJpegHeader(walk, bytes) {
	let orientation = 1;
	let exifSeen = false;
	for (const { marker, start, end } of walk.segments) {
		if (marker === 225 && !exifSeen && startsWith(bytes, start + 4, "Exif\0\0")) {
			exifSeen = true;
			orientation = readTiffOrientation(bytes.subarray(start + 10, end));
		}
		if (isStartOfFrame(marker) && end - start >= 9) {
			const height = (bytes[start + 5] ?? 0) << 8 | (bytes[start + 6] ?? 0);
			return {
				width: (bytes[start + 7] ?? 0) << 8 | (bytes[start + 8] ?? 0),
				height,
				orientation
			};
		}
		if (marker === SOS) return null;
	}
	return null;
}
// src/domain/image-bytes-png.ts
var PNG_SIGNATURE = [
	137,
	80,
	78,
	71,
	13,
	10,
	26,
	10
];
function readUint32(bytes, at) {
	return ((bytes[at] ?? 0) << 24 | (bytes[at + 1] ?? 0) << 16 | (bytes[at + 2] ?? 0) << 8 | (bytes[at + 3] ?? 0)) >>> 0;
}
function chunkType(bytes, at) {
	return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}
function walkPng(bytes) {
	const chunks = [];
	let p = PNG_SIGNATURE.length;
	while (p + 12 <= bytes.length) {
		const length = readUint32(bytes, p);
		const end = p + 12 + length;
		if (end > bytes.length) break;
		const type = chunkType(bytes, p + 4);
		chunks.push({
			type,
			start: p,
			end
		});
		if (type === "IEND") return {
			chunks,
			complete: true
		};
		p = end;
	}
	return {
		chunks,
		complete: false
	};
}
/** Size from IHDR (which must come first) and the orientation of an eXIf chunk, if any. */
function readPngHeader(walk, bytes) {
	const first = walk.chunks[0];
	if (!first || first.type !== "IHDR" || first.end - first.start < 20) return null;
	const exif = walk.chunks.find((chunk) => chunk.type === "eXIf");
	return {
		width: readUint32(bytes, first.start + 8),
		height: readUint32(bytes, first.start + 12),
		orientation: exif ? readTiffOrientation(bytes.subarray(exif.start + 8, exif.end - 4)) : 1
	};
}
// src/domain/image-bytes.ts
/**
* What a file really is, from its bytes (never its name or MIME type), and whether the pipeline
* accepts it. Pure TypeScript, no DOM: the worker, its main-thread fallback and the server share it.
*/
function matches(bytes, at, signature) {
	return (typeof signature === "string" ? [...signature].map((c) => c.charCodeAt(0)) : signature).every((code, i) => bytes[at + i] === code);
}
function sniffContainer(bytes) {
	if (matches(bytes, 0, "GIF8")) return "gif";
	if (matches(bytes, 0, "RIFF") && matches(bytes, 8, "WEBP")) return "webp";
	if (matches(bytes, 4, "ftyp")) {
		const brand = String.fromCharCode(...bytes.subarray(8, 12));
		if (brand === "avif" || brand === "avis") return "avif";
		if ([
			"heic",
			"heix",
			"hevc",
			"heim",
			"heis",
			"mif1",
			"msf1"
		].includes(brand)) return "heic";
	}
	if (matches(bytes, 0, "BM")) return "bmp";
	if (matches(bytes, 0, [
		73,
		73,
		42,
		0
	]) || matches(bytes, 0, [
		77,
		77,
		0,
		42
	])) return "tiff";
	if (matches(bytes, 0, "%PDF")) return "pdf";
	return null;
}
function sniffText(bytes) {
	const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024));
	if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
	return /[\u0000-\u0008\u000E-\u001F\uFFFD]/.test(head) ? "unknown" : "text";
}
/** Decides the type from magic numbers; only PNG and JPEG are accepted types. */
function sniffImageType(bytes) {
	if (bytes.length === 0) return "empty";
	if (matches(bytes, 0, PNG_SIGNATURE)) return "image/png";
	if (matches(bytes, 0, [
		255,
		216,
		255
	])) return "image/jpeg";
	return sniffContainer(bytes) ?? sniffText(bytes);
}
function readHeader(type, bytes) {
	if (type === "image/png") {
		const walk = walkPng(bytes);
		return walk.complete ? readPngHeader(walk, bytes) : null;
	}
	const walk = walkJpeg(bytes);
	return walk.endOfImage === null ? null : readJpegHeader(walk, bytes);
}
/**
* Type, header size and orientation of a whole file, without decoding a pixel. Refuses other types,
* truncated or malformed structure, zero sizes and more than MAX_IMAGE_PIXELS.
*/
function inspectImageBytes(bytes) {
	const type = sniffImageType(bytes);
	if (type !== "image/png" && type !== "image/jpeg") return {
		ok: false,
		reason: "type",
		type
	};
	const header = readHeader(type, bytes);
	if (!header || header.width === 0 || header.height === 0) return {
		ok: false,
		reason: "corrupt"
	};
	const pixels = header.width * header.height;
	if (pixels > 1e8) return {
		ok: false,
		reason: "too-many-pixels",
		megapixels: Math.round(pixels / 1e6)
	};
	const swap = swapsSides(header.orientation);
	return {
		ok: true,
		type,
		...header,
		uprightWidth: swap ? header.height : header.width,
		uprightHeight: swap ? header.width : header.height
	};
}
// src/print-file/matrix.ts
var IDENTITY = [
	1,
	0,
	0,
	1,
	0,
	0
];
/** `first`, then `then`: the matrix a PDF content stream builds with `then cm` followed by `first cm`. */
function compose(first, then) {
	const [a, b, c, d, e, f] = first;
	const [A, B, C, D, E, F] = then;
	return [
		a * A + b * C,
		a * B + b * D,
		c * A + d * C,
		c * B + d * D,
		e * A + f * C + E,
		e * B + f * D + F
	];
}
// server/inbox/print-check.ts
var tokenShape = /\/[^\s/[\]()<>{}%]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;
/** The transformation each XObject name was drawn with (`/Name Do`), following q, Q and cm. */
function drawnMatrices(operators) {
	const drawn = /* @__PURE__ */ new Map();
	const stack = [];
	let ctm = IDENTITY;
	let operands = [];
	for (const token of operators.match(tokenShape) ?? []) {
		if (token === "q") stack.push(ctm);
		else if (token === "Q") ctm = stack.pop() ?? IDENTITY;
		else if (token === "cm" && operands.length >= 6) {
			const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = operands.slice(-6).map(Number);
			ctm = compose([
				a,
				b,
				c,
				d,
				e,
				f
			], ctm);
		} else if (token === "Do" && operands.at(-1)?.startsWith("/")) drawn.set(operands.at(-1)?.slice(1) ?? "", ctm);
		if (/^[A-Za-z'"*]+$/.test(token)) operands = [];
		else operands.push(token);
	}
	return drawn;
}
/** The page's content streams, decoded and joined: its drawing operators as text. */
function contentText(doc, page) {
	const contents = page.node.Contents();
	return (contents instanceof PDFArray ? contents.asArray() : [contents]).map((entry) => entry instanceof PDFRef ? doc.context.lookup(entry) : entry).filter((entry) => entry instanceof PDFRawStream).map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")).join("\n");
}
function pictureFacts(doc, page) {
	const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
	let best = null;
	for (const [name, [a, b, c, d]] of drawnMatrices(contentText(doc, page))) {
		const image = doc.context.lookup(xObjects?.get(PDFName.of(name)));
		if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
		const widthPx = image.dict.lookup(PDFName.of("Width"), PDFNumber).asNumber();
		const heightPx = image.dict.lookup(PDFName.of("Height"), PDFNumber).asNumber();
		const inches = [Math.hypot(a, b) / 72, Math.hypot(c, d) / 72];
		const ppi = Math.round(Math.min(widthPx / (inches[0] ?? 1), heightPx / (inches[1] ?? 1)));
		if (!best || widthPx * heightPx > best.widthPx * best.heightPx) best = {
			widthPx,
			heightPx,
			ppi
		};
	}
	return best;
}
var toCm = (points) => Math.round(points * 2.54 * 10 / 72) / 10;
/**
* Checks a print file by its bytes and structure: the PDF header first, a trailer (startxref and
* %%EOF) at the end, and a document pdf-lib loads strictly with at least one page. Returns the first
* page's size and picture density, or null when it is not such a PDF.
*/
async function checkPrintPdf(bytes) {
	const head = Buffer.from(bytes.subarray(0, 8)).toString("latin1");
	const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString("latin1");
	if (!/^%PDF-\d\.\d/.test(head) || !tail.includes("startxref") || !/%%EOF\s*$/.test(tail)) return null;
	try {
		const doc = await PDFDocument.load(bytes, {
			updateMetadata: false,
			throwOnInvalidObject: true
		});
		if (doc.getPageCount() < 1) return null;
		const page = doc.getPage(0);
		const { width, height } = page.getSize();
		return {
			pageWidthCm: toCm(width),
			pageHeightCm: toCm(height),
			image: pictureFacts(doc, page)
		};
	} catch {
		return null;
	}
}
// server/inbox/upload-check.ts
/** The extension a stored file is named with, by the type its bytes showed. */
var extensions = {
	"image/png": "png",
	"image/jpeg": "jpg",
	"application/pdf": "pdf"
};
/** Image types each image field accepts: the shopper's photo as PNG or JPEG, the composed proof as JPEG. */
var acceptedImages = {
	file: ["image/png", "image/jpeg"],
	proof: ["image/jpeg"]
};
/**
* Checks a whole uploaded file: images with the browser's own byte inspection (type by magic number,
* the structure from the first to the last segment, a frame size, at most 100 MP), the print file as
* a PDF by its structure. Null when the field does not accept it.
*/
async function checkUpload(field, bytes) {
	if (field === "print") {
		const facts = await checkPrintPdf(bytes);
		return facts && {
			type: "application/pdf",
			extension: extensions["application/pdf"],
			facts
		};
	}
	const inspection = inspectImageBytes(bytes);
	if (!inspection.ok || !(acceptedImages[field] ?? []).includes(inspection.type)) return null;
	return {
		type: inspection.type,
		extension: extensions[inspection.type],
		facts: null
	};
}
// server/inbox/one-at-a-time.ts
/**
* Runs async tasks one after another, in call order. Hand-written (a dozen lines) rather than a
* dependency: the inbox only needs a queue of one.
*/
function oneAtATime() {
	let tail = Promise.resolve();
	return (task) => {
		const run = tail.then(task, task);
		tail = run.catch(() => void 0);
		return run;
	};
}
// server/inbox/receive-file.ts
/** Counts and hashes every byte on its way to the disk. */
function accountant() {
	const hash = createHash("sha256");
	let bytes = 0;
	return {
		transform: new Transform({ transform(chunk, _encoding, done) {
			bytes += chunk.length;
			hash.update(chunk);
			done(null, chunk);
		} }),
		bytes: () => bytes,
		sha256: () => hash.digest("hex")
	};
}
/** Whole files are read back to be checked; one at a time keeps that to 25 MB of memory per server. */
var inspection = oneAtATime();
/** A disk failure: the whole submission fails with 500, whatever else it held. */
function storageFailure(cause) {
	return new InboxRejection(500, [inboxErrors.storageFailed()], cause);
}
/**
* Streams one uploaded file to `dir` through a pipeline into a write stream that is flushed before it
* closes, then compares the bytes counted on the way with the size on disk, so a short or failed
* write can never be acknowledged. Only then is the file read back and checked by its structure (the
* same byte inspection the browser uses); the stored name comes from the field and that check, never
* from the client.
*/
async function receiveFile(stream, dir, field) {
	const partPath = join(dir, `${field}.part`);
	const counted = accountant();
	const output = createWriteStream(partPath, {
		flags: "wx",
		flush: true
	});
	let diskFailed = false;
	output.once("error", () => diskFailed = true);
	try {
		await pipeline(stream, counted.transform, output);
	} catch (error) {
		throw diskFailed ? storageFailure(error) : error;
	}
	const onDisk = await stat(partPath).catch((error) => Promise.reject(storageFailure(error)));
	if (onDisk.size !== counted.bytes()) throw storageFailure(/* @__PURE__ */ new Error(`${field}: ${counted.bytes()} bytes recibidos, ${onDisk.size} en disco`));
	if (counted.bytes() === 0) {
		await rm(partPath);
		return {
			kind: "empty",
			field
		};
	}
	const check = await inspection(async () => checkUpload(field, await readFile(partPath)));
	if (!check) {
		await rm(partPath);
		return {
			kind: "refused",
			field
		};
	}
	const storedName = `${field}.${check.extension}`;
	await rename(partPath, join(dir, storedName));
	const file = {
		field,
		storedName,
		size: counted.bytes(),
		sha256: counted.sha256(),
		type: check.type
	};
	return {
		kind: "stored",
		file: check.facts ? {
			...file,
			print: check.facts
		} : file
	};
}
// server/inbox/multipart-reader.ts
/** Text fields the store reads, stored as sent; anything else is ignored and never stored. */
var textFields = [
	"nombreModelo",
	"email",
	"comentario",
	"subject",
	"message"
];
/** Fields read as text: the stored ones and `diseno`, the design's query string, stored decoded. */
var readFields = [...textFields, "diseno"];
var fileFields = [
	"file",
	"proof",
	"print"
];
function isReadField(name) {
	return readFields.includes(name);
}
/** The parser's limits (@fastify/busboy truncates a file only past fileSize, so exactly 25 MB passes). */
var limits = {
	headerSize: 16384,
	fileSize: maxFileBytes,
	files: 3,
	fields: 32,
	fieldSize: maxFieldBytes,
	parts: 36
};
/** What the parts of one body add up to. */
var FormCollector = class {
	dir;
	fields = /* @__PURE__ */ new Map();
	truncated = /* @__PURE__ */ new Set();
	files = [];
	seenFiles = /* @__PURE__ */ new Set();
	current = null;
	anyPart = false;
	tooManyFiles = false;
	constructor(dir) {
		this.dir = dir;
	}
	field(name, value, valueTruncated) {
		this.anyPart = true;
		if (!isReadField(name) || this.fields.has(name) || typeof value !== "string") return;
		this.fields.set(name, value);
		if (valueTruncated) this.truncated.add(name);
	}
	/** Streams an accepted file to disk; skips (reads through) unknown and repeated ones. */
	async file(name, stream) {
		this.anyPart = true;
		if (!fileFields.includes(name) || this.seenFiles.has(name)) {
			this.tooManyFiles ||= this.seenFiles.has(name);
			stream.resume();
			return;
		}
		this.seenFiles.add(name);
		const receiving = receiveFile(stream, this.dir, name);
		this.current = {
			stream,
			receiving
		};
		const outcome = await receiving;
		this.current = null;
		if (stream.truncated) throw new InboxRejection(413, [inboxErrors.filesTooBig()]);
		this.files.push(outcome);
	}
	/** Stops the file being written, if any, and waits until its file is closed. */
	async stop() {
		if (!this.current) return;
		this.current.stream.destroy();
		await this.current.receiving.catch(() => void 0);
		this.current = null;
	}
	result() {
		const { fields, truncated, files, anyPart, tooManyFiles } = this;
		return {
			fields,
			truncated,
			files,
			anyPart,
			tooManyFiles
		};
	}
};
/** @fastify/multipart's limit errors, by code, as the hosted service's refusals. */
function rejectionFor(error) {
	if (error instanceof InboxRejection) return error;
	const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
	if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") return new InboxRejection(400, [inboxErrors.tooManyFields()]);
	if (code === "FST_FILES_LIMIT") return new InboxRejection(400, [inboxErrors.tooManyFiles()]);
	if (code === "FST_REQ_FILE_TOO_LARGE") return new InboxRejection(413, [inboxErrors.filesTooBig()]);
	return new InboxRejection(400, [inboxErrors.malformed()]);
}
/** A promise that rejects with the first reason to stop: the body grew past maxBodyBytes, or `signal` fired. */
function stopSignal(request, signal) {
	let received = 0;
	let stop = () => void 0;
	const stopped = new Promise((_, reject) => stop = reject);
	stopped.catch(() => void 0);
	const onData = (chunk) => {
		received += chunk.length;
		if (received > 83886080) stop(new InboxRejection(413, [inboxErrors.filesTooBig()]));
	};
	const onAbort = () => stop(signal.reason);
	request.raw.on("data", onData);
	signal.addEventListener("abort", onAbort);
	if (signal.aborted) onAbort();
	return {
		stopped,
		dispose: () => {
			request.raw.off("data", onData);
			signal.removeEventListener("abort", onAbort);
		}
	};
}
/**
* Parses a multipart body part by part (each file is written before the next part is read),
* streaming accepted files into `dir`. Rejects with an InboxRejection when the body breaks a hard
* limit, the parser fails or `signal` aborts; it settles only once the file being written has
* stopped, so the caller may remove `dir` right after. Past maxFields fields or maxParts parts
* busboy would drop the rest silently (required fields included), so the whole form is refused.
*/
async function readMultipart(request, dir, signal) {
	const form = new FormCollector(dir);
	const { stopped, dispose } = stopSignal(request, signal);
	const parse = async () => {
		for await (const part of request.parts({ limits })) {
			if (hasControlChars(part.fieldname) || part.type === "file" && hasControlChars(part.filename)) throw new InboxRejection(400, [inboxErrors.malformed()]);
			if (part.type === "field") form.field(part.fieldname, part.value, part.valueTruncated);
			else await Promise.race([form.file(part.fieldname, part.file), stopped]);
		}
		return form.result();
	};
	try {
		return await Promise.race([parse(), stopped]);
	} catch (error) {
		request.raw.unpipe();
		await form.stop();
		throw rejectionFor(error);
	} finally {
		dispose();
	}
}
// src/domain/modes.ts
var MODES = [
	"Clasic",
	"Pro",
	"Alfombra"
];
var MODE_SPECS = {
	Clasic: {
		mode: "Clasic",
		tabLabel: "CLASSIC",
		productName: "Mousepad Classic",
		rollCm: 140,
		pricePerMetre: 23820,
		multiplierTenths: 27,
		freeAreaCm2: 3600,
		bounds: {
			minWidth: 25,
			maxWidth: 140,
			minHeight: 25,
			maxHeight: 100
		}
	},
	Pro: {
		mode: "Pro",
		tabLabel: "PRO",
		productName: "Mousepad Pro",
		rollCm: 125,
		pricePerMetre: 36145,
		multiplierTenths: 32,
		freeAreaCm2: 2600,
		bounds: {
			minWidth: 25,
			maxWidth: 120,
			minHeight: 25,
			maxHeight: 60
		}
	},
	Alfombra: {
		mode: "Alfombra",
		tabLabel: "ALFOMBRA",
		productName: "Alfombra",
		rollCm: 154,
		pricePerMetre: 25e3,
		multiplierTenths: 38,
		freeAreaCm2: 3600,
		bounds: {
			minWidth: 40,
			maxWidth: 140,
			minHeight: 40,
			maxHeight: 100
		}
	}
};
function isMode(value) {
	return typeof value === "string" && MODES.includes(value);
}
var preset = (code, label, widthCm, heightCm) => ({
	code,
	label,
	widthCm,
	heightCm
});
var PRESETS = {
	Clasic: [
		preset("S", "S", 25, 25),
		preset("M", "M", 82, 32),
		preset("L", "L", 90, 40),
		preset("XL", "XL", 100, 60),
		preset("XXXL", "XXL", 140, 100)
	],
	Pro: [
		preset("SP", "S", 25, 25),
		preset("MP", "M", 50, 40),
		preset("LP", "L", 90, 40),
		preset("XLP", "XL", 120, 60)
	],
	Alfombra: [
		preset("SA", "S", 50, 40),
		preset("MA", "M", 70, 50),
		preset("LA", "L", 90, 60),
		preset("XLA", "XL", 100, 70),
		preset("XXLA", "XXL", 140, 100)
	]
};
/** Size code of a custom size. */
var CUSTOM_SIZE_CODE = "PERSO";
function findPreset(mode, code) {
	return PRESETS[mode].find((p) => p.code === code);
}
/** The label of a chosen size, as shoppers and the store read it: "XXL 140x100", "Personalizado 60x30". */
function sizeLabel(mode, code, widthCm, heightCm) {
	const found = findPreset(mode, code);
	if (found) return `${found.label} ${found.widthCm}x${found.heightCm}`;
	return `Personalizado ${widthCm}x${heightCm}`;
}
function clampToBounds(value, min, max) {
	return Math.min(max, Math.max(min, value));
}
// src/domain/position.ts
/**
* Where the photo sits on the piece and how far it is zoomed: the rules every reader of the
* design shares (reducer, query codec, placement). Position follows CSS object-position in
* percent: 0 puts the photo's left (top) edge on the box's, 50 centres it, 100 puts the right
* (bottom) edges together. Zoom multiplies the picture the chosen fit gives (1 = the fit as is).
*/
var ALIGNS = [
	"left",
	"center",
	"right"
];
var JUSTIFIES = [
	"top",
	"center",
	"bottom"
];
var CENTRED = {
	posX: 50,
	posY: 50
};
/** The stop each align and justify button sets; 'center' is the middle on either axis. */
var ALIGN_STOPS = {
	left: 0,
	center: 50,
	right: 100
};
var JUSTIFY_STOPS = {
	top: 0,
	center: 50,
	bottom: 100
};
var round2 = (value) => Math.round(value * 100) / 100;
function clampRounded(value, min, max, fallback) {
	if (!Number.isFinite(value)) return fallback;
	return round2(clampToBounds(value, min, max));
}
/** A zoom from 1 to 4 with two decimals; anything that is not a number is 1. */
function clampZoom(value) {
	return clampRounded(value, 1, 4, 1);
}
/** A position from 0 to 100 with two decimals; anything that is not a number is the centre. */
function clampPosition(value) {
	return clampRounded(value, 0, 100, 50);
}
/** Nearest stop: the align button that lights up and the store's Align key. */
function nearestStop(stops, value) {
	const entries = Object.entries(stops);
	const distance = (stop) => Math.abs(stop - clampPosition(value));
	return entries.reduce((best, entry) => distance(entry[1]) < distance(best[1]) ? entry : best)[0];
}
function alignOf(posX) {
	return nearestStop(ALIGN_STOPS, posX);
}
function justifyOf(posY) {
	return nearestStop(JUSTIFY_STOPS, posY);
}
// src/domain/design.ts
/**
* The shopper's design as plain, serialisable data (the spec's design configuration).
* No images, DOM objects or Konva nodes ever live here.
*/
var FITS = [
	"cover",
	"contain",
	"fill"
];
var BACKGROUNDS = [
	"black",
	"white",
	"ia"
];
var ROTATIONS = [
	0,
	90,
	180,
	270
];
/** The design a shopper starts from in a mode: its first preset's frame, no size chosen yet. */
function initialDesign(mode) {
	const first = PRESETS[mode][0];
	const { minWidth, minHeight } = MODE_SPECS[mode].bounds;
	return {
		mode,
		sizeCode: null,
		widthCm: first?.widthCm ?? minWidth,
		heightCm: first?.heightCm ?? minHeight,
		...CENTRED,
		zoom: 1,
		mirrored: false,
		fit: "cover",
		background: "black",
		rotation: 0,
		circular: false
	};
}
Object.keys(initialDesign("Clasic"));
// src/domain/design-query.ts
/**
* The design in the query string, with the store's keys (decisions §4) plus posX, posY and zoom
* (issue 10). Align and Justify carry the nearest stop of the position, so the store's readers
* keep working; a link without posX/posY takes its position from them, exactly as before.
* Decoding trusts nothing: every missing or hostile value falls back to a safe default or is
* clamped, and it never throws.
*/
var K = {
	sizeCode: "selectedClient",
	align: "Align",
	justify: "Justify",
	mirrored: "isMirrored",
	fit: "imageMode",
	background: "selectedColor",
	rotation: "rotacion",
	widthCm: "widthCm",
	heightCm: "heightCm",
	mode: "mode",
	circular: "isCircular",
	posX: "posX",
	posY: "posY",
	zoom: "zoom"
};
function encodeDesign(design) {
	const params = new URLSearchParams();
	if (design.sizeCode !== null) params.set(K.sizeCode, design.sizeCode);
	params.set(K.align, alignOf(design.posX));
	params.set(K.justify, justifyOf(design.posY));
	params.set(K.mirrored, String(design.mirrored));
	params.set(K.fit, design.fit);
	params.set(K.background, design.background);
	params.set(K.rotation, String(design.rotation));
	params.set(K.widthCm, String(design.widthCm));
	params.set(K.heightCm, String(design.heightCm));
	params.set(K.mode, design.mode);
	params.set(K.circular, String(design.circular));
	params.set(K.posX, String(design.posX));
	params.set(K.posY, String(design.posY));
	params.set(K.zoom, String(design.zoom));
	return params;
}
function oneOf(allowed, raw, fallback) {
	return allowed.find((value) => String(value) === raw) ?? fallback;
}
/** A plain decimal number, rounded to whole cm and clamped; anything else gives the fallback. */
function centimetres(raw, min, max, fallback) {
	if (raw === null || !/^\s*\d{1,6}(\.\d{1,6})?\s*$/.test(raw)) return fallback;
	return clampToBounds(Math.round(Number(raw)), min, max);
}
/** A plain decimal number (no exponent, no sign games), or null. */
function decimal(raw) {
	if (raw === null || !/^\s*-?\d{1,6}(\.\d{1,6})?\s*$/.test(raw)) return null;
	return Number(raw);
}
/** posX/posY when present, otherwise the stops of the store's Align/Justify (centre when unknown). */
function decodePosition(params) {
	const align = oneOf(ALIGNS, params.get(K.align), "center");
	const justify = oneOf(JUSTIFIES, params.get(K.justify), "center");
	return {
		posX: clampPosition(decimal(params.get(K.posX)) ?? ALIGN_STOPS[align]),
		posY: clampPosition(decimal(params.get(K.posY)) ?? JUSTIFY_STOPS[justify])
	};
}
function decodeDesign(params) {
	const rawMode = params.get(K.mode);
	const mode = isMode(rawMode) ? rawMode : "Clasic";
	const base = initialDesign(mode);
	const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
	let widthCm = centimetres(params.get(K.widthCm), minWidth, maxWidth, base.widthCm);
	let heightCm = centimetres(params.get(K.heightCm), minHeight, maxHeight, base.heightCm);
	const rawCode = params.get(K.sizeCode) ?? "";
	const preset = findPreset(mode, rawCode);
	let sizeCode = null;
	if (preset) {
		sizeCode = preset.code;
		widthCm = preset.widthCm;
		heightCm = preset.heightCm;
	} else if (rawCode === "PERSO") sizeCode = CUSTOM_SIZE_CODE;
	return {
		mode,
		sizeCode,
		widthCm,
		heightCm,
		...decodePosition(params),
		zoom: clampZoom(decimal(params.get(K.zoom)) ?? base.zoom),
		mirrored: params.get(K.mirrored) === "true",
		fit: oneOf(FITS, params.get(K.fit), base.fit),
		background: oneOf(BACKGROUNDS, params.get(K.background), base.background),
		rotation: oneOf(ROTATIONS, params.get(K.rotation), base.rotation),
		circular: mode === "Alfombra" && params.get(K.circular) === "true"
	};
}
// src/domain/is-record.ts
/**
* True for an object whose fields can be read one by one (not null, not an array): the first
* check on anything untrusted, such as a stored draft, a submission.json or a route handle.
*/
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
// server/inbox/submission-record.ts
/** Names the server gives stored files (`file.png`, `proof.jpg`, `print.pdf`): never a path. */
var storedNameShape = /^[a-z]+\.(?:png|jpg|pdf)$/;
var fileTypes = [
	"image/png",
	"image/jpeg",
	"application/pdf"
];
function parseFields(value) {
	if (!isRecord(value) || !textFields.every((field) => typeof value[field] === "string")) return null;
	return Object.fromEntries(textFields.map((field) => [field, value[field]]));
}
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
function parsePrint(value) {
	if (!isRecord(value) || !isNumber(value.pageWidthCm) || !isNumber(value.pageHeightCm)) return null;
	const { widthPx, heightPx, ppi } = isRecord(value.image) ? value.image : {};
	const picture = isNumber(widthPx) && isNumber(heightPx) && isNumber(ppi) ? {
		widthPx,
		heightPx,
		ppi
	} : null;
	return {
		pageWidthCm: value.pageWidthCm,
		pageHeightCm: value.pageHeightCm,
		image: picture
	};
}
function parseFile(value) {
	if (!isRecord(value)) return null;
	const { field, storedName, size, sha256, type } = value;
	if (typeof field !== "string" || typeof sha256 !== "string") return null;
	if (typeof storedName !== "string" || !storedNameShape.test(storedName)) return null;
	if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) return null;
	if (!fileTypes.includes(type)) return null;
	const file = {
		field,
		storedName,
		size,
		sha256,
		type
	};
	const print = parsePrint(value.print);
	return print ? {
		...file,
		print
	} : file;
}
/**
* A stored design passed through the shared codec once more, so whatever a damaged or older file
* holds reads as a valid design (missing or odd values take the codec's safe defaults).
*/
function parseDesign(value) {
	if (!isRecord(value)) return {};
	return { design: decodeDesign(encodeDesign(value)) };
}
function parsePriceCheck(value) {
	return value === "ok" || value === "mismatch" ? { priceCheck: value } : {};
}
/** The record when `value` has its shape (every field, every file); null for anything else. */
function parseSubmissionRecord(value) {
	if (!isRecord(value)) return null;
	const { id, receivedAt, fields, files } = value;
	if (typeof id !== "string" || typeof receivedAt !== "string" || !Array.isArray(files)) return null;
	const parsedFields = parseFields(fields);
	if (!parsedFields) return null;
	const parsedFiles = [];
	for (const file of files) {
		const parsed = parseFile(file);
		if (!parsed) return null;
		parsedFiles.push(parsed);
	}
	return {
		id,
		receivedAt,
		fields: parsedFields,
		files: parsedFiles,
		...parseDesign(value.design),
		...parsePriceCheck(value.priceCheck)
	};
}
/** A submission.json from disk; null when it is missing, cut short or not a record. */
async function readSubmissionRecord(path) {
	try {
		return parseSubmissionRecord(JSON.parse(await readFile(path, "utf8")));
	} catch {
		return null;
	}
}
// server/inbox/temp-area.ts
/**
* Submissions are written under INBOX_DIR/.tmp/<process>/ until they are complete. Each server
* process has its own folder, `<pid>-<start time>`: `npm start` and `npm run dev` may share one inbox,
* and each must leave the other's uploads alone. The start time tells a restarted server apart from a
* crashed one that had the same pid (a container restarts its command with the same pid).
*/
var tempDirName = ".tmp";
var processTempName = `${process.pid}-${Math.round(performance.timeOrigin)}`;
var processTempShape = /^(\d+)-\d+$/;
function processTempDir(inboxDir) {
	return join(inboxDir, tempDirName, processTempName);
}
function isRunning(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return error instanceof Error && "code" in error && error.code === "EPERM";
	}
}
/** A temp folder no running server owns: a dead pid, our pid from an earlier start, or no pid at all. */
function isLeftover(name) {
	if (name === processTempName) return false;
	const pid = Number(processTempShape.exec(name)?.[1]);
	return !(pid > 0) || pid === process.pid || !isRunning(pid);
}
/** Creates the inbox and this process's temp folder, and removes what crashed servers left half-written. */
async function prepareInbox(inboxDir) {
	const tempRoot = join(inboxDir, tempDirName);
	await mkdir(join(tempRoot, processTempName), { recursive: true });
	for (const name of await readdir(tempRoot)) if (isLeftover(name)) await rm(join(tempRoot, name), {
		recursive: true,
		force: true
	});
}
// server/inbox/submission-store.ts
/**
* On-disk layout: every submission is built in this process's temp folder (temp-area.ts) and becomes
* visible only through one rename to INBOX_DIR/<timestamp>-<id>/ after its files, its submission.json
* and the folder itself are on disk. So a crash leaves either nothing visible or a complete submission.
*/
var recordName = "submission.json";
/**
* Windows cannot open a directory to flush it (EPERM); NTFS journals the rename itself. Files are
* flushed through the handle that wrote them.
*/
async function fsyncDirectory(path) {
	if (process.platform === "win32") return;
	const handle = await open(path, "r");
	try {
		await handle.sync();
	} finally {
		await handle.close();
	}
}
async function writeDurably(path, text) {
	const handle = await open(path, "wx");
	try {
		await handle.writeFile(text, "utf8");
		await handle.sync();
	} finally {
		await handle.close();
	}
}
async function createTempSubmission(inboxDir) {
	const id = randomUUID();
	const dir = join(processTempDir(inboxDir), id);
	await mkdir(dir, { recursive: true });
	return {
		id,
		receivedAt: /* @__PURE__ */ new Date(),
		dir
	};
}
async function discardTempSubmission(temp) {
	await rm(temp.dir, {
		recursive: true,
		force: true
	});
}
/** Folder names sort by time: 2025-01-31T18-04-05-123Z-<id>. */
function folderNameFor(temp) {
	return `${temp.receivedAt.toISOString().replace(/[:.]/g, "-")}-${temp.id}`;
}
/** Writes submission.json and publishes the folder atomically; returns the visible folder. */
async function commitSubmission(inboxDir, temp, content) {
	const record = {
		id: temp.id,
		receivedAt: temp.receivedAt.toISOString(),
		...content
	};
	await writeDurably(join(temp.dir, recordName), `${JSON.stringify(record, null, 2)}\n`);
	await fsyncDirectory(temp.dir);
	const visible = join(inboxDir, folderNameFor(temp));
	await rename(temp.dir, visible);
	await fsyncDirectory(inboxDir);
	return visible;
}
/** Visible order folders, in no set order: the temp area and stray files are not orders. */
async function orderFolderNames(inboxDir) {
	return (await readdir(inboxDir, { withFileTypes: true }).catch((error) => {
		if (error.code === "ENOENT") return [];
		throw error;
	})).filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name);
}
/** Every submission folder, newest first; the temp area and stray files are ignored. */
async function listSubmissions(inboxDir) {
	const folders = (await orderFolderNames(inboxDir)).sort().reverse();
	const submissions = [];
	const skipped = [];
	for (const name of folders) {
		const folder = join(inboxDir, name);
		const record = await readSubmissionRecord(join(folder, recordName));
		if (record) submissions.push({
			folder,
			record
		});
		else skipped.push(folder);
	}
	return {
		submissions,
		skipped
	};
}
// src/domain/pricing.ts
/**
* The store's price estimate (decisions §1), computed with exact rational arithmetic so that
* the final round-up to 500 never trips over binary floating point.
*/
/** Text shown where a price would be when the mode is not one of the store's. */
var INVALID_MODE_TEXT = "Modo no válido";
var ratio = (n, d = 1n) => ({
	n: BigInt(n),
	d: BigInt(d)
});
var add = (a, b) => ({
	n: a.n * b.d + b.n * a.d,
	d: a.d * b.d
});
var mul = (a, b) => ({
	n: a.n * b.n,
	d: a.d * b.d
});
var lessThan = (a, b) => a.n * b.d < b.n * a.d;
/** Round to the nearest multiple of 10; a value ending in 5 goes up. */
function roundToTen(cm) {
	return Math.floor((cm + 5) / 10) * 10;
}
/** Cost of one piece cut from a metre of roll (steps 2 and 3). */
function pieceCost(mode, W, H) {
	const { rollCm: R, pricePerMetre: ppm } = MODE_SPECS[mode];
	if (W > 100 && W < R && !(mode === "Alfombra" && W === 140 && H === 100)) {
		const perRow = Math.max(Math.floor(R / H), 1);
		return ratio(ppm * W, 100 * perRow);
	}
	const a = Math.floor(R / W) * Math.floor(100 / H);
	const b = Math.floor(R / H) * Math.max(Math.floor(100 / W), 1);
	return ratio(ppm, Math.max(a, b, 1));
}
/**
* Price in whole pesos for a piece of `widthCm` (LARGO) × `heightCm` (ANCHO).
* Throws on an unknown mode or a size that is not a positive whole number of centimetres.
*/
function quotePrice(mode, widthCm, heightCm) {
	if (!isMode(mode)) throw new RangeError(INVALID_MODE_TEXT);
	if (!Number.isInteger(widthCm) || !Number.isInteger(heightCm) || widthCm <= 0 || heightCm <= 0) throw new RangeError(`Medida inválida: ${widthCm}x${heightCm}`);
	const spec = MODE_SPECS[mode];
	const W = roundToTen(widthCm);
	const H = roundToTen(heightCm);
	const multiplier = ratio(spec.multiplierTenths, 10);
	const yieldPrice = mul(pieceCost(mode, W, H), multiplier);
	const areaPrice = mul(ratio(W * H * spec.pricePerMetre, 100 * spec.rollCm), multiplier);
	let total = lessThan(areaPrice, yieldPrice) ? areaPrice : yieldPrice;
	const extraArea = Math.max(0, W * H - spec.freeAreaCm2);
	total = add(total, ratio(5e3 * extraArea, 1e4));
	if (widthCm > W) total = add(total, ratio(500));
	if (heightCm > H) total = add(total, ratio(500));
	if (widthCm < 40 && heightCm < 40) total = mul(total, ratio(13, 10));
	const step = 500n * total.d;
	const steps = (total.n + step - 1n) / step;
	return Number(steps * 500n);
}
var pesoFormat = new Intl.NumberFormat("es-AR", {
	maximumFractionDigits: 0,
	useGrouping: true
});
/** "$17.000": the peso sign and Argentine grouping, no decimals. */
function formatPrice(ars) {
	return `$${pesoFormat.format(ars)}`;
}
new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });
/** The message's labels, also used by the order page's summary. */
var LINE_LABELS = {
	type: "Tipo",
	circular: "Circular",
	size: "Medida",
	price: "Precio estimado",
	name: "Nombre",
	comment: "Comentario",
	align: "Alineación",
	justify: "Justificación",
	mirrored: "Espejado",
	fit: "Ajuste de imagen",
	background: "Color de fondo",
	rotation: "Rotación",
	position: "Posición",
	zoom: "Zoom",
	quality: "Calidad de impresión"
};
/** "XXL 140x100" or "Personalizado 60x30"; a design without a chosen size reads as its frame. */
function designSizeLabel(design) {
	return sizeLabel(design.mode, design.sizeCode ?? "PERSO", design.widthCm, design.heightCm);
}
/** The price estimate as shown to shoppers: "$17.000". */
function designPriceText(design) {
	return formatPrice(quotePrice(design.mode, design.widthCm, design.heightCm));
}
// server/inbox/order-design.ts
/** The value of a "Label: value" line of the order message (src/domain/order-message.ts). */
function messageLine(message, label) {
	const prefix = `${label}: `;
	const line = message.split(/\r?\n/).find((candidate) => candidate.trim().startsWith(prefix));
	return line === void 0 ? null : line.trim().slice(prefix.length).trim();
}
/**
* Decodes `diseno` (the design's query string, as /formulario's address carries it) with the shared
* codec, which clamps or defaults every hostile value and never throws, and recomputes the price with
* the shared quote: "ok" when the message's "Precio estimado" line states exactly that price.
*/
function orderDesign(diseno, message) {
	const design = decodeDesign(new URLSearchParams(diseno));
	const stated = messageLine(message, LINE_LABELS.price);
	return {
		design: { ...design },
		priceCheck: stated === designPriceText(design) ? "ok" : "mismatch"
	};
}
// server/inbox/submission-summary.ts
/** The store works in San Juan: every listing shows its time, whatever the server's time zone. */
var storeTimeZone = "America/Argentina/San_Juan";
var timeFormat = new Intl.DateTimeFormat("es-AR", {
	timeZone: storeTimeZone,
	day: "2-digit",
	month: "2-digit",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23"
});
var number = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
function describePrintFile(record) {
	const file = record.files.find((candidate) => candidate.field === "print");
	if (!file) return null;
	if (!file.print) return file.storedName;
	const { pageWidthCm, pageHeightCm, image } = file.print;
	const page = `página ${number.format(pageWidthCm)} x ${number.format(pageHeightCm)} cm`;
	return `${file.storedName}, ${page}, ${image ? `${image.ppi} ppi` : "sin imagen"}`;
}
/**
* What `npm run inbox` shows for one submission; missing parts read as "sin dato". Size and price
* come from the stored design (the price recomputed with the shared quote); orders stored before the
* design was sent as data fall back to their message's lines. Every value comes from a shopper's
* request, so control and bidirectional characters are dropped before they reach the terminal.
*/
function summarize(record) {
	const message = record.fields.message;
	const received = new Date(record.receivedAt);
	const text = (value, fallback) => stripControlChars(value ?? "").trim() || fallback;
	const statedPrice = text(messageLine(message, LINE_LABELS.price), "sin dato");
	const { design } = record;
	return {
		receivedAt: Number.isNaN(received.getTime()) ? "fecha desconocida" : timeFormat.format(received),
		name: text(record.fields.nombreModelo, "sin nombre"),
		email: text(record.fields.email, "sin email"),
		size: design ? designSizeLabel(design) : text(messageLine(message, LINE_LABELS.size), "sin dato"),
		price: design ? designPriceText(design) : statedPrice,
		statedPrice: record.priceCheck === "mismatch" ? statedPrice : null,
		printFile: describePrintFile(record)
	};
}
/** One entry of the listing, with its folder relative to `cwd` when that is shorter. */
function formatEntry({ folder, record }, cwd) {
	const summary = summarize(record);
	return [
		`${summary.receivedAt} · ${summary.name} · ${summary.email}`,
		`  ${LINE_LABELS.size}: ${summary.size} · ${LINE_LABELS.price}: ${summary.price}`,
		...summary.statedPrice === null ? [] : [`  ¡Atención! El mensaje decía ${summary.statedPrice}: revisá el precio antes de cobrar.`],
		`  Archivo de impresión: ${summary.printFile ?? "no llegó (armá el diseño con la foto y la vista previa)"}`,
		`  Carpeta: ${stripControlChars(relative(cwd, folder) || folder)}`,
		""
	].join("\n");
}
// server/buzon/order-state.ts
/**
* Whether the store has answered an order, kept in the order's own folder beside submission.json so
* it travels with the order and survives restarts. Written to a temp file and renamed over the old
* one, so a crash leaves the old state or the new one, never half a file.
*/
var stateFileName = "estado.json";
var pendingState = {
	answered: false,
	changedAt: null
};
/** The stored state; a missing or damaged file reads as pending, so the order is never hidden. */
async function readOrderState(folder) {
	try {
		const value = JSON.parse(await readFile(join(folder, stateFileName), "utf8"));
		if (typeof value !== "object" || value === null) return pendingState;
		const { answered, changedAt } = value;
		if (typeof answered !== "boolean") return pendingState;
		return {
			answered,
			changedAt: typeof changedAt === "string" ? changedAt : null
		};
	} catch {
		return pendingState;
	}
}
/** Writes the new state atomically: temp file in the same folder, flushed, then renamed over. */
async function writeOrderState(folder, answered, now = /* @__PURE__ */ new Date()) {
	const state = {
		answered,
		changedAt: now.toISOString()
	};
	const temp = join(folder, `.${stateFileName}.${randomUUID()}.tmp`);
	try {
		const handle = await open(temp, "wx", 420);
		try {
			await handle.writeFile(`${JSON.stringify(state)}\n`, "utf8");
			await handle.sync();
		} finally {
			await handle.close();
		}
		await rename(temp, join(folder, stateFileName));
	} catch (error) {
		await rm(temp, { force: true });
		throw error;
	}
	await fsyncDirectory(folder);
	return state;
}
/** The mark the store reads in the list, the detail and `npm run inbox`. */
function stateLabel(state) {
	return state.answered ? "Respondido" : "Pendiente";
}
export { parseOrigins as A, inboxErrors as C, thankYouPath as D, requestDeadlineMs as E, trustProxyFromEnv as O, InboxRejection as S, maxBodyBytes as T, readMultipart as _, storeTimeZone as a, hasControlChars as b, commitSubmission as c, listSubmissions as d, orderFolderNames as f, readFields as g, readSubmissionRecord as h, formatEntry as i, fromAllowedPage as k, createTempSubmission as l, prepareInbox as m, stateLabel as n, summarize as o, recordName as p, writeOrderState as r, orderDesign as s, readOrderState as t, discardTempSubmission as u, textFields as v, inboxOptionsFromEnv as w, stripControlChars as x, extensions as y };
