import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The credentials the test server accepts (its own fixed pair). */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The variables that point the product at this bucket (S3_* and the SDK's credentials). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server in the test process (the `s3rver` package, speaking the S3 HTTP
 * API over a folder of its own), with one empty bucket.
 */
export async function startS3TestServer(bucket = "site-test-bucket", port = 0): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "site-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", ...S3_TEST_CREDENTIALS },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
