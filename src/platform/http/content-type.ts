import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-errors.ts";

function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * JSON routes take JSON only: `text/plain` and forms are what a cross-site form can send
 * without a preflight (GHSA-3fjj-p79j-c9hh), so they are refused before the body is read.
 */
export async function requireJsonBody(request: FastifyRequest) {
  if (mediaType(request) !== "application/json") {
    throw new ApiError(415, "Content-Type must be application/json");
  }
}

export async function requireMultipartBody(request: FastifyRequest) {
  if (mediaType(request) !== "multipart/form-data") {
    throw new ApiError(415, "Content-Type must be multipart/form-data");
  }
}
