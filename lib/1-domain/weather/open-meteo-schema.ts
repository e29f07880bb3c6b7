import { z } from "zod";

/*
 * The part of Open-Meteo's /v1/forecast JSON answer that we read (https://open-meteo.com/en/docs,
 * "API Response"): one array per hourly variable, aligned on `hourly.time`, numbers or null
 * (null where the model has no value, e.g. past its forecast horizon).
 *
 * When several models are asked (`models=a,b`), every hourly key carries the model's name as a suffix
 * (`wind_speed_10m_meteofrance_seamless`, `wind_speed_10m_ecmwf_ifs025`); with a single model it does not.
 */
export const HOURLY_VARIABLES = [
  "wind_speed_10m",
  "wind_direction_10m",
  "wind_gusts_10m",
  "temperature_2m",
  "relative_humidity_2m",
  "weather_code",
] as const;
export type HourlyVariable = (typeof HOURLY_VARIABLES)[number];

const VALUE: Record<HourlyVariable, z.ZodNumber> = {
  wind_speed_10m: z.number().min(0),
  wind_direction_10m: z.number().min(0).max(360),
  wind_gusts_10m: z.number().min(0),
  temperature_2m: z.number().min(-90).max(70),
  relative_humidity_2m: z.number().min(0).max(100),
  weather_code: z.number().int().min(0).max(99),
};

/** The key of a variable in the answer: suffixed by the model when several models were asked. */
export function hourlyKey(variable: HourlyVariable, model: string, models: readonly string[]): string {
  return columnKey(variable, model, models.length > 1);
}

export function columnKey(variable: HourlyVariable, model: string, suffixed: boolean): string {
  return suffixed ? `${variable}_${model}` : variable;
}

export type HourlyColumns = Record<string, (number | null)[] | undefined> & { time: string[] };

/**
 * The schema of an answer to a request for these models, in that order. `suffixed` says whether the keys carry
 * the model's name: by default when several are read, and always when one model is read out of an answer that
 * asked for several (lib/2-stores/open-meteo/models.ts).
 */
export function openMeteoForecastSchema(models: readonly string[], suffixed = models.length > 1) {
  // Made once per set of models: zod compiles an object schema at its first parse, and a refresh parses each
  // answer once per model (a few combinations, thousands of answers).
  const key = `${suffixed}:${models.join(",")}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = buildSchema(models, suffixed)));
  return schema;
}

const schemas = new Map<string, ReturnType<typeof buildSchema>>();

function buildSchema(models: readonly string[], suffixed: boolean) {
  const hourly: Record<string, z.ZodType> = { time: z.array(z.string()) };
  for (const model of models) {
    for (const variable of HOURLY_VARIABLES) {
      const column = z.array(VALUE[variable].nullable());
      // Gusts are optional in our data: a missing column is read as "no gust" for every hour.
      hourly[columnKey(variable, model, suffixed)] = variable === "wind_gusts_10m" ? column.optional() : column;
    }
  }
  return z.object({
    utc_offset_seconds: z.number().int().min(-18 * 3600).max(18 * 3600),
    timezone: z.string().optional(),
    hourly: z
      .object(hourly)
      .superRefine((columns, ctx) => {
        const length = (columns.time as string[]).length;
        for (const [key, column] of Object.entries(columns)) {
          if (Array.isArray(column) && column.length !== length) {
            ctx.addIssue({ code: "custom", path: [key], message: `has ${column.length} values for ${length} times` });
          }
        }
      })
      .transform((columns) => columns as HourlyColumns),
  });
}

export type OpenMeteoForecastBody = z.infer<ReturnType<typeof buildSchema>>;
