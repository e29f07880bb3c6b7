import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded";

/* Several pools at once against the single-session embedded database: nothing may interleave. */
describe("the embedded database server", () => {
  let db: EmbeddedDb;
  beforeAll(async () => {
    db = await startEmbeddedDb();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query("create table t (id serial primary key, who text not null, n int not null)");
    await c.end();
  });
  afterAll(() => db.stop());

  it("keeps each connection's parameterized queries and transactions apart under concurrency", async () => {
    const pools = [0, 1, 2].map(() => new pg.Pool({ connectionString: db.url, max: 4 }));
    const work = pools.flatMap((pool, p) =>
      Array.from({ length: 40 }, async (_, i) => {
        if (i % 4 === 0) {
          const client = await pool.connect();
          try {
            await client.query("begin");
            await client.query("insert into t (who, n) values ($1, $2)", [`p${p}`, i]);
            const { rows } = await client.query("select count(*)::int as c from t where who = $1 and n = $2", [`p${p}`, i]);
            expect(rows[0].c).toBe(1);
            await client.query("commit");
          } finally {
            client.release();
          }
        } else {
          const { rows } = await pool.query("select $1::text as who, $2::int as n", [`p${p}`, i]);
          expect(rows[0]).toEqual({ who: `p${p}`, n: i });
        }
      }),
    );
    await Promise.all(work);
    await Promise.all(pools.map((p) => p.end()));
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query("select count(*)::int as c from t");
    await c.end();
    expect(rows[0].c).toBe(30);
  });

  it("rolls back a transaction left open by a client that disconnects", async () => {
    const a = new pg.Client({ connectionString: db.url });
    a.on("error", () => undefined); // we cut its connection on purpose
    await a.connect();
    await a.query("begin");
    await a.query("insert into t (who, n) values ('ghost', 1)");
    a.connection.stream.destroy();
    const b = new pg.Client({ connectionString: db.url });
    await b.connect();
    const { rows } = await b.query("select count(*)::int as c from t where who = 'ghost'");
    await b.end();
    expect(rows[0].c).toBe(0);
  });
});
