#!/usr/bin/python3
"""Trains the card index network (card_index.onnx) on crops from `arbitre crops cards`, or with
--face the card face network (card_face.onnx) on crops from `arbitre crops card-faces`.

usage: train_cards.py [--face] CROPS_DIR [CROPS_DIR...] -o card_index.onnx

Input: BGR patches 48x32 (faces: 62x44; patches.u8, rows of H*W*3 bytes) with labels.csv lines
"rank_class,suit,source" (rank 0..12 ace..king, 13 joker, 14 no index; suit 0..3 spades,
hearts, diamonds, clubs, -1 unknown: real photos label the rank only, so their suit loss is
masked; for faces class 14 is "no card"). Output: one tensor of 19 logits, 15 rank classes then 4 suits; the input is the
patch's BGR bytes / 255 (cv::dnn::blobFromImages(patches, 1/255)).
Fixed seeds: the same crops give the same model. CPU, one thread, a few minutes.
"""
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

RANKS, SUITS = 15, 4


class IndexNet(nn.Module):
    def __init__(self, h, w):
        super().__init__()
        self.c1 = nn.Conv2d(3, 16, 3, padding=1)
        self.c2 = nn.Conv2d(16, 32, 3, padding=1)
        self.c3 = nn.Conv2d(32, 32, 3, padding=1)
        self.b1, self.b2, self.b3 = nn.BatchNorm2d(16), nn.BatchNorm2d(32), nn.BatchNorm2d(32)
        self.fc1 = nn.Linear(32 * (h // 8) * (w // 8), 64)
        self.fc2 = nn.Linear(64, RANKS + SUITS)
        self.drop = nn.Dropout(0.2)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        x = F.max_pool2d(F.relu(self.b3(self.c3(x))), 2)
        x = torch.flatten(x, 1)
        return self.fc2(self.drop(F.relu(self.fc1(x))))


def load(dirs, H, W):
    patches, ranks, suits, real = [], [], [], []
    for d in dirs:
        p = np.fromfile(os.path.join(d, "patches.u8"), np.uint8).reshape(-1, H, W, 3)
        rows = [l.split(",") for l in open(os.path.join(d, "labels.csv")).read().split()]
        assert len(rows) == len(p), d
        patches.append(p)
        ranks += [int(r[0]) for r in rows]
        suits += [int(r[1]) for r in rows]
        real += [r[2] == "real" for r in rows]
    x = torch.from_numpy(np.concatenate(patches)).permute(0, 3, 1, 2).contiguous()
    return x, torch.tensor(ranks), torch.tensor(suits), torch.tensor(real)


def augment(x, g, turn180):
    """Lighting, white balance, shift, blur and noise, drawn from generator g; a face is also
    turned upside down half the time (a card lies either way)."""
    n, H, W = x.shape[0], x.shape[2], x.shape[3]
    x = x.float() / 255
    gain = 0.6 + 0.7 * torch.rand(n, 1, 1, 1, generator=g)
    balance = 0.85 + 0.3 * torch.rand(n, 3, 1, 1, generator=g)
    offset = 0.15 * (torch.rand(n, 1, 1, 1, generator=g) - 0.5)
    x = x * gain * balance + offset
    # Shift by up to 3 px and scale by up to 10%: corners are never found exactly.
    theta = torch.zeros(n, 2, 3)
    scale = 1 + 0.2 * (torch.rand(n, generator=g) - 0.5)
    turn = 0.08 * (torch.rand(n, generator=g) - 0.5)
    theta[:, 0, 0] = scale * torch.cos(turn)
    theta[:, 0, 1] = -scale * torch.sin(turn) * H / W
    theta[:, 1, 0] = scale * torch.sin(turn) * W / H
    theta[:, 1, 1] = scale * torch.cos(turn)
    theta[:, 0, 2] = (torch.rand(n, generator=g) - 0.5) * 6 / W * 2 + (scale - 1)
    theta[:, 1, 2] = (torch.rand(n, generator=g) - 0.5) * 6 / H * 2 + (scale - 1)
    grid = F.affine_grid(theta, list(x.shape), align_corners=False)
    x = F.grid_sample(x, grid, padding_mode="border", align_corners=False)
    blur = torch.rand(n, generator=g) < 0.3
    if blur.any():
        k = torch.tensor([1.0, 2.0, 1.0]) / 4
        kernel = (k[:, None] * k[None, :]).expand(3, 1, 3, 3)
        x[blur] = F.conv2d(F.pad(x[blur], (1, 1, 1, 1), mode="replicate"), kernel, groups=3)
    x = x + 0.03 * torch.rand(n, 1, 1, 1, generator=g) * torch.randn(x.shape, generator=g)
    if turn180:
        flip = torch.rand(n, generator=g) < 0.5
        x[flip] = torch.flip(x[flip], dims=(2, 3))
    return x.clamp(0, 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("crops", nargs="+")
    parser.add_argument("-o", "--out", required=True)
    parser.add_argument("--epochs", type=int, default=24)
    parser.add_argument("--face", action="store_true", help="whole faces, 62x44")
    args = parser.parse_args()
    H, W = (62, 44) if args.face else (48, 32)
    torch.set_num_threads(1)
    torch.manual_seed(5)
    g = torch.Generator().manual_seed(5)
    x, ranks, suits, real = load(args.crops, H, W)
    order = torch.randperm(len(x), generator=g)
    check = order[: len(x) // 10]
    train = order[len(x) // 10 :]
    # Real crops are few and are what the reader meets on unknown decks: seen more often.
    weights = torch.where(real[train], 4.0, 1.0)
    print(f"crops={len(x)} real={int(real.sum())} train={len(train)} check={len(check)}")
    model = IndexNet(H, W)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3, weight_decay=1e-4)
    steps = args.epochs * (len(train) // 128)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, 3e-3, total_steps=steps)
    for epoch in range(args.epochs):
        model.train()
        picks = train[torch.multinomial(weights, len(train), True, generator=g)]
        for i in range(0, len(picks) - 127, 128):
            b = picks[i : i + 128]
            out = model(augment(x[b], g, args.face))
            loss = F.cross_entropy(out[:, :RANKS], ranks[b]) + F.cross_entropy(
                out[:, RANKS:], suits[b], ignore_index=-1)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
        model.eval()
        with torch.no_grad():
            out = model(x[check].float() / 255)
        r = (out[:, :RANKS].argmax(1) == ranks[check]).float()
        known = suits[check] >= 0
        s = (out[known][:, RANKS:].argmax(1) == suits[check][known]).float().mean()
        rr = r[real[check]].mean() if real[check].any() else torch.tensor(float("nan"))
        print(f"epoch {epoch} loss {loss.item():.3f} check rank {r.mean():.4f} "
              f"real rank {rr:.4f} suit {s:.4f}", flush=True)
    model.eval()
    dummy = torch.zeros(1, 3, H, W)
    torch.onnx.export(model, dummy, args.out, opset_version=11, input_names=["patch"],
                      output_names=["logits"], dynamic_axes={"patch": {0: "n"}, "logits": {0: "n"}})
    # cv::dnn must load it and agree with torch.
    import cv2
    net = cv2.dnn.readNetFromONNX(args.out)
    sample = x[check[:16]].permute(0, 2, 3, 1).numpy()
    net.setInput(cv2.dnn.blobFromImages(list(sample), 1 / 255.0))
    ours = net.forward()
    with torch.no_grad():
        theirs = model(x[check[:16]].float() / 255).numpy()
    diff = float(np.abs(ours - theirs).max())
    print(f"exported {args.out}: cv::dnn agrees with torch to {diff:.2e}")
    assert diff < 1e-3


if __name__ == "__main__":
    main()
