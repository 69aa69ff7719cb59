/** Where each kind of public image is served from (uploads/clients and friends). */
export const UPLOAD_FOLDERS = ["clients", "team", "projects", "technologies", "testimonials"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function uploadUrl(folder: UploadFolder, file: string): string {
  return `/uploads/${folder}/${encodeURIComponent(file)}`;
}

/** Image paths not beginning with http are prefixed with the company host. */
export function imageSrc(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl) || pathOrUrl.startsWith("/")) return pathOrUrl;
  return `/${pathOrUrl}`;
}
