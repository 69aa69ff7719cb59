/** Where each kind of public image is served from (uploads/clients and friends). */
export const UPLOAD_FOLDERS = ["clients", "team", "projects", "technologies", "testimonials"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function uploadUrl(folder: UploadFolder, file: string): string {
  return `/uploads/${folder}/${encodeURIComponent(file)}`;
}
