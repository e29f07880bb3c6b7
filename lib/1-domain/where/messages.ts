import { formatKm, formatKn } from "../../0-base/format";
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { VERDICT_LABELS } from "../verdict/messages";
import type { Verdict } from "../verdict/types";
import { MAX_RADIUS_KM, type When } from "./periods";
import type { SpotSort } from "./spot-sort";

/*
 * Every French text of « Où et quand ça navigue ? » (docs/decisions/0031-where-and-when.md): the API's 400s, the
 * home block « Où naviguer » and the spot sheet's « Meilleurs mois ». Zod-free, so the browser's blocks can load
 * them without the validation code.
 */
export const WHERE_ERRORS = {
  radius: `Le rayon doit être un nombre entier de kilomètres, de 1 à ${MAX_RADIUS_KM}.`,
  when: "La période doit être today, tomorrow ou weekend.",
  month: "Le mois doit être un nombre entier de 1 à 12.",
  whenAndMonth: "Demandez une période (when) ou un mois (month), pas les deux.",
  latitudeAlone: "Indiquez la latitude et la longitude ensemble.",
  positionNeeded: "Indiquez votre position (lat et lon) ou choisissez votre ville dans votre profil pour chercher dans un rayon.",
  homeSpot: "Choisissez la ville d'un spot de la liste.",
} as const;

export const WHEN_LABELS: Record<When, string> = { today: "Aujourd'hui", tomorrow: "Demain", weekend: "Ce week-end" };
/** The period in a sentence: « Rien de navigable aujourd'hui… ». */
const WHEN_PHRASES: Record<When, string> = { today: "aujourd'hui", tomorrow: "demain", weekend: "ce week-end" };

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
/** A month's initial, under its bar. */
export const MONTH_INITIALS = MONTHS.map((m) => m.charAt(0).toUpperCase());
/** « mai » for 5. */
const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
/** « En mai », « En août »: the month as a sentence starts it. */
const inMonth = (month: number) => `En ${monthName(month)}`;

// Made at first use: « samedi 12 décembre » for a Paris day "2026-12-12" (noon UTC is that day in Paris).
let dayFormat: Intl.DateTimeFormat | undefined;
const dayOf = (day: string) =>
  (dayFormat ??= new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, weekday: "long", day: "numeric", month: "long" })).format(
    new Date(`${day}T12:00:00Z`),
  );

export const WHERE = {
  title: "Où naviguer",
  description: "Les spots autour de vous, classés par votre meilleur créneau.",
  periods: "Période",
  distance: "Distance",
  radiusOption: (km: number) => `${km} km`,
  fromPosition: "Autour de votre position",
  fromTown: (town: string) => `Depuis ${town}`,
  myPosition: "Ma position",
  chooseTown: "Choisir ma ville",
  townLabel: "Ville de départ",
  townSaved: (town: string) => `Classement depuis ${town}, enregistré dans votre profil.`,
  locating: "Localisation en cours…",
  loading: "Recherche des spots navigables…",
  failed: "Le classement n'a pas pu être chargé.",
  distanceKm: (km: number) => formatKm(km),
  noWindow: "pas de créneau",
  openSpot: (name: string) => `Voir les prévisions de ${name}`,
  nothing: (when: When, radiusKm: number | null) =>
    `Rien de navigable pour vous ${WHEN_PHRASES[when]}${radiusKm ? ` à moins de ${radiusKm} km` : ""}.`,
  nothingMonth: (month: number, radiusKm: number | null) =>
    `${inMonth(month)}, aucun spot${radiusKm ? ` à moins de ${radiusKm} km` : ""} n'a d'historique navigable pour vous.`,
  nextRideable: (day: string, spot: string, km: number | null) =>
    `Le plus proche navigable : ${spot}${km === null ? "" : ` (${formatKm(km)})`}, ${dayOf(day)}.`,
  nothingThisWeek: "Aucun spot navigable pour vous cette semaine.",
  needPosition: "Touchez « Ma position » ou choisissez votre ville pour classer les spots autour de vous.",
  geolocationFailed: "Impossible d'obtenir votre position : choisissez votre ville.",
} as const;

export const BEST_MONTHS = {
  title: "Meilleurs mois",
  loading: "Calcul des meilleurs mois…",
  failed: "Les meilleurs mois n'ont pas pu être calculés.",
  /** « En mai, 14 jours sur 31 en moyenne pour vous ». */
  sentence: (month: number, rideableDays: number, days: number) =>
    `${inMonth(month)}, ${formatKn(Math.round(rideableDays))} ${Math.round(rideableDays) > 1 ? "jours" : "jour"} sur ${days} en moyenne pour vous`,
  /** What the figures rest on: history, not a forecast. */
  basis: (from: number, to: number) =>
    `D'après l'historique du vent ${from === to ? `de l'année ${from}` : `de ${to - from + 1} ans (${from}–${to})`} : ce qui s'est passé, pas une prévision.`,
  rule: "Un jour compte quand il offre au moins deux heures navigables de suite pour vous, de jour.",
  pending: "L'historique de ce spot n'est pas encore récupéré : les meilleurs mois s'afficheront d'ici quelques heures.",
  none: "Dans cet historique, aucun jour n'a offert deux heures navigables de suite pour vous.",
  barLabel: (month: number, rideableDays: number, days: number) => `${monthName(month)} : ${formatKn(rideableDays)} jours sur ${days}`,
} as const;

/** Today's verdict beside a spot (the nearest spots on home, the cards of /spots): a word and the window's hours. */
export const TODAY_CHIP = {
  words: { go: VERDICT_LABELS.go, marginal: VERDICT_LABELS.marginal, no: "Non" } as Record<Verdict, string>,
  /** Read before the chip by screen readers: the chip alone does not say which day it is. */
  prefix: "Aujourd'hui pour vous :",
} as const;

/** « Trier » on /spots: alphabetical, by distance, or by today's conditions for the rider. */
export const SPOTS_SORT = {
  label: "Trier",
  options: { az: "A–Z", distance: "Distance", conditions: "Conditions du jour" } as Record<SpotSort, string>,
  fromPosition: "Du plus proche au plus loin de votre position.",
  fromTown: (town: string) => `Du plus proche au plus loin de ${town}, votre ville.`,
  needPosition:
    "Le tri par distance a besoin de votre position : autorisez la localisation, ou enregistrez votre ville dans « Où naviguer » sur l'accueil.",
  conditionsLoading: "Chargement des conditions du jour…",
  conditionsFailed: "Les conditions du jour n'ont pas pu être chargées : les spots restent dans l'ordre alphabétique.",
  conditionsRule: "Navigable d'abord, puis Limite, puis Non ; à égalité, le plus long créneau, puis le plus proche.",
} as const;
