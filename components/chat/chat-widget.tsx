"use client";

// Placeholder until the chat issue lands: the forecast page mounts it with the spot's id and name.
export function ChatWidget(props: { spotId: number; spotName: string }) {
  void props;
  return null;
}
