// Board view drawing: the table and its tiles (the still layer, cached in a texture when possible), the
// turn's lit cells and preview, figures, the hint, the decision markers; text and points helpers.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/spots.h"
#include "ui/board/board_view.h"
#include "ui/board/board_cache.h"
#include "ui/board/board_draw.h"
#include "ui/hud/hud.h"
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"
#include "ui/hud/palette.h"
#include "ui/core/session.h"
#include "ui/tiles/tile_art.h"
#include "ui/tiles/tile_atlas.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
namespace {

constexpr ImU32 kTableLine = IM_COL32(48, 64, 50, 255);
constexpr ImU32 kOpenCell = IM_COL32(220, 230, 200, 60);
constexpr ImU32 kLegalFill = IM_COL32(255, 230, 120, 46);
constexpr ImU32 kLegalLine = IM_COL32(255, 226, 110, 210);
constexpr ImU32 kDeadMark = IM_COL32(230, 200, 190, 90);

}  // namespace

void halo_text(ImDrawList* dl, float size, ImVec2 p, ImU32 col, const char* text, float alpha) {
    ImFont* font = ImGui::GetFont();
    const ImU32 dark = IM_COL32(0, 0, 0, int(170 * alpha));
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (dx || dy) dl->AddText(font, size, {p.x + float(dx) * 1.5f, p.y + float(dy) * 1.5f}, dark, text);
    dl->AddText(font, size, p, col, text);
}

void draw_points(ImDrawList* dl, ImVec2 at, float fs, const int16_t* points, const uint32_t* colours, int players,
                 float alpha) {
    std::vector<std::pair<std::string, ImU32>> labels;
    for (int p = 0; p < players; ++p) {
        if (points[p] <= 0) continue;
        char num[16];
        std::snprintf(num, sizeof num, "+%d", points[p]);
        labels.push_back({num, colours[p]});
    }
    float total = 0;
    for (const auto& l : labels) total += ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, l.first.c_str()).x + 8;
    float x = at.x - total * 0.5f;
    for (const auto& l : labels) {
        const float w = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, l.first.c_str()).x;
        // A light plate under the number so dark player colours read on the board.
        dl->AddRectFilled({x - 4, at.y - fs * 0.55f}, {x + w + 4, at.y + fs * 0.55f}, IM_COL32(250, 248, 235, int(200 * alpha)), 6);
        dl->AddText(ImGui::GetFont(), fs, {x, at.y - fs * 0.5f}, with_alpha(l.second, alpha), l.first.c_str());
        x += w + 8;
    }
}

std::vector<std::pair<int, int>> BoardView::feature_parts(int node) const {
    std::vector<std::pair<int, int>> out;
    if (node < 0) return out;
    const Game& g = session_->game();
    std::vector<int> nodes;
    g.feature_nodes(node, nodes);
    for (int n : nodes) out.push_back({g.node_tile(n), g.node_segment(n)});
    return out;
}

std::string BoardView::feature_text(int node) const {
    std::vector<std::string> names;
    for (const auto& seat : session_->config().seats) names.push_back(seat.name);
    return describe_feature(session_->game(), names, node);
}

int BoardView::sprite_of(carc::Figure kind, bool on_field, float* scale) const {
    const FigureLook* look = find_figure_look(kind);  // an expansion's figure
    if (scale) *scale = look ? look->scale : 1;
    if (look) return on_field && look->field_sprite >= 0 ? look->field_sprite : look->sprite;
    return int(on_field ? Sprite::Farmer : Sprite::Follower);
}

BoardScene BoardView::scene() const {
    BoardScene s;
    s.session = session_;
    s.settings = settings_;
    s.atlas = atlas_;
    s.camera = &camera_;
    s.now = now_;
    s.area_min = area_min_;
    s.area_max = area_max_;
    s.banner_bottom = banner_max_.y;
    s.marker_radius = marker_radius();
    s.deploy_kind = turn_->deploy_kind;
    return s;
}

const Game& BoardScene::game() const { return session->game(); }

bool BoardScene::reduced_motion() const { return settings && settings->reduced_motion; }

ImVec2 BoardScene::screen(double bx, double by) const {
    const Vec2d p = camera->to_screen({bx, by});
    return {float(p.x), float(p.y)};
}

Vec2d BoardScene::to_board(ImVec2 p) const { return camera->to_board({p.x, p.y}); }

bool BoardScene::human_to_move(Phase p) const {
    return session && session->active() && session->human_to_move() && session->game().phase() == p;
}

std::vector<uint32_t> BoardScene::seat_colours() const {
    std::vector<uint32_t> out;
    for (const Seat& seat : session->config().seats) out.push_back(player_color(seat.color, settings && settings->colorblind_palette));
    return out;
}

P2 BoardView::figure_anchor(const FigureSlot& f, bool* apart) const {
    P2 a;
    const bool own = placed_apart(f.kind, f.spot, &a);  // a layer's own place (a corner)
    if (apart) *apart = own;
    if (own) return a;
    const PlacedTile& t = session_->game().placed()[f.tile];
    return segment_anchor(t.type, t.rot, f.spot);
}

void BoardView::draw_tile_pic(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) const {
    if (atlas_ && atlas_->tiles_ready()) atlas_->draw_tile(dl, type, rot, top_left, size);
    else draw_tile(dl, top_left, size, type, rot);
}

void BoardScene::draw_figure(ImDrawList* dl, ImVec2 centre, float size, int seat, int sprite, float alpha) const {
    const bool farmer = sprite == int(Sprite::Farmer);
    const auto& seats = session->config().seats;
    const int colour = seat >= 0 && seat < int(seats.size()) ? seats[size_t(seat)].color : 0;
    const PlayerStyle& style = player_style(colour);
    const ImU32 col = with_alpha(player_color(colour, settings && settings->colorblind_palette), alpha);
    if (atlas && atlas->figures_ready()) {
        // A soft shadow, then the sprite tinted in the player's colour.
        dl->AddCircleFilled({centre.x + size * 0.05f, centre.y + size * 0.34f}, size * (farmer ? 0.3f : 0.22f),
                            IM_COL32(0, 0, 0, int(60 * alpha)), 20);
        atlas->draw_figure(dl, sprite, centre, size, col);
    } else {
        dl->AddCircleFilled(centre, size * 0.3f, col, 20);
        dl->AddCircle(centre, size * 0.3f, IM_COL32(20, 20, 20, int(220 * alpha)), 20, 2);
    }
    if (settings && settings->show_markings && size >= 18) {
        const ImVec2 m{centre.x, centre.y + size * (farmer ? 0.02f : 0.04f)};
        if (atlas && atlas->figures_ready()) {
            if (style.glyph < kSheetMarks) {
                atlas->draw_mark(dl, Mark(style.glyph), m, size * 0.3f, with_alpha(style.ink, alpha));
            } else {  // a marking past figures.png's glyphs (the cross), drawn in the glyphs' outline style
                const float r = size * 0.12f, w = std::max(1.2f, size * 0.045f);
                dl->AddLine({m.x - r, m.y}, {m.x + r, m.y}, with_alpha(style.ink, alpha), w);
                dl->AddLine({m.x, m.y - r}, {m.x, m.y + r}, with_alpha(style.ink, alpha), w);
            }
        }
    }
}

void BoardView::draw_feature(ImDrawList* dl, const std::vector<std::pair<int, int>>& parts, ImU32 fill,
                             ImU32 line) const {
    const Game& g = session_->game();
    const float s = tile_px();
    for (const auto& [tile, seg] : parts) {
        if (tile < 0 || tile >= g.num_placed()) continue;
        const PlacedTile& t = g.placed()[tile];
        draw_segment_highlight(dl, screen(t.x, t.y), s, t.type, t.rot, seg, fill, line);
    }
}

// The still layer: the table, open cells, tiles, last-tile frames (cached in a texture when possible).
void BoardView::draw_still(ImDrawList* dl) {
    const Game& game = session_->game();
    const ImVec2 area_min = area_min_, area_max = area_max_;
    dl->AddRectFilled(area_min, area_max, kTable);
    const float s = tile_px();
    // A faint grid of cells so panning is visible even far from the tiles.
    if (s >= 20) {
        const Vec2d b0 = camera_.to_board({area_min.x, area_min.y});
        const Vec2d b1 = camera_.to_board({area_max.x, area_max.y});
        for (int x = int(std::floor(b0.x)); x <= int(std::ceil(b1.x)); ++x) {
            const float sx = screen(x, 0).x;
            dl->AddLine({sx, area_min.y}, {sx, area_max.y}, kTableLine);
        }
        for (int y = int(std::floor(b0.y)); y <= int(std::ceil(b1.y)); ++y) {
            const float sy = screen(0, y).y;
            dl->AddLine({area_min.x, sy}, {area_max.x, sy}, kTableLine);
        }
    }
    auto visible = [&](ImVec2 tl) { return !(tl.x > area_max.x || tl.y > area_max.y || tl.x + s < area_min.x || tl.y + s < area_min.y); };
    const bool placing = lit_phase();
    // Open cells where a tile could go; the ones no tile left can fill get a faint X.
    for (int i = 0; i < game.frontier_size(); ++i) {
        const FrontierCell& c = game.frontier()[i];
        const ImVec2 p = screen(c.x(), c.y());
        if (!visible(p)) continue;
        const Cell cell{c.x(), c.y()};
        if (placing && std::find(cells_.begin(), cells_.end(), cell) != cells_.end()) continue;
        if (game.is_over()) continue;
        const bool dead = settings_ && settings_->show_dead_cells &&
                          std::find(dead_.begin(), dead_.end(), cell) != dead_.end();
        if (dead) {
            const float m = s * 0.32f, w = std::max(1.0f, s * 0.025f);
            dl->AddLine({p.x + m, p.y + m}, {p.x + s - m, p.y + s - m}, kDeadMark, w);
            dl->AddLine({p.x + s - m, p.y + m}, {p.x + m, p.y + s - m}, kDeadMark, w);
        } else {
            dl->AddRect({p.x + 3, p.y + 3}, {p.x + s - 3, p.y + s - 3}, kOpenCell, s * 0.06f, 0, std::max(1.0f, s * 0.015f));
        }
    }
    // The tiles, over all their shadows (a shadow drawn after a neighbouring tile would darken its edge: a seam).
    const float sh = std::max(2.0f, s * 0.035f);
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < game.num_placed(); ++i) {
            const PlacedTile& p = game.placed()[i];
            const ImVec2 tl = screen(p.x, p.y);
            if (!visible(tl)) continue;
            if (pass == 0) dl->AddRectFilled({tl.x + sh, tl.y + sh}, {tl.x + s + sh, tl.y + s + sh}, IM_COL32(0, 0, 0, 80));
            else draw_tile_pic(dl, tl, s, p.type, p.rot);
        }
    // The table's first piece, which the log counts from ("2 north of the start tile"): a small badge on it, an
    // expansion's own on its piece (LogTexts::first_badge: the River's spring; the Wheel of Fortune's board has none).
    if (game.num_placed() > 0 && s >= 40) {
        const PlacedTile& first = game.placed()[0];
        const ImVec2 tl = screen(first.x, first.y);
        // TRANSLATORS: a small badge on the game's first tile, which the log counts places from ("2 north of the
        // start tile"). Keep it short.
        const char* word = C_("first tile", "start");
        for (const LogTexts* t : log_texts())
            if (t->first_badge && t->first_badge(game, &word)) break;
        if (*word && visible(tl)) {
            const float fs = std::min(ImGui::GetFontSize() * 0.85f, s * 0.2f);
            const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, word);
            const ImVec2 at{tl.x + s * 0.06f + 4, tl.y + s * 0.06f + 2};
            dl->AddRectFilled({at.x - 4, at.y - 2}, {at.x + ts.x + 4, at.y + ts.y + 2}, IM_COL32(20, 24, 20, 190), 4);
            dl->AddText(ImGui::GetFont(), fs, at, IM_COL32(255, 244, 214, 255), word);
        }
    }
    // The last tile each player placed: a thin frame in their colour.
    const std::vector<int>& last = session_->last_tiles();
    const auto& seats = session_->config().seats;
    for (size_t p = 0; p < last.size() && p < seats.size(); ++p) {
        if (last[p] < 0 || last[p] >= game.num_placed()) continue;
        const PlacedTile& t = game.placed()[last[p]];
        const ImVec2 tl = screen(t.x, t.y);
        const float w = std::clamp(s * 0.03f, 1.5f, 3.5f);
        const ImU32 col = player_color(seats[p].color, settings_ && settings_->colorblind_palette);
        dl->AddRect({tl.x + w * 0.5f, tl.y + w * 0.5f}, {tl.x + s - w * 0.5f, tl.y + s - w * 0.5f}, col, 0, 0, w);
        // A dark colour (black) on dark art: a light line inside the frame shows it.
        const float luma = 0.3f * float(col & 0xFF) + 0.59f * float((col >> 8) & 0xFF) + 0.11f * float((col >> 16) & 0xFF);
        if (luma < 90)
            dl->AddRect({tl.x + w * 1.5f, tl.y + w * 1.5f}, {tl.x + s - w * 1.5f, tl.y + s - w * 1.5f},
                        IM_COL32(235, 235, 225, 200), 0, 0, std::max(1.0f, w * 0.5f));
    }
}

void BoardView::draw_board(ImDrawList* dl) {
    const Game& game = session_->game();
    const ImVec2 area_min = area_min_, area_max = area_max_;
    const float s = tile_px();
    auto visible = [&](ImVec2 tl) { return !(tl.x > area_max.x || tl.y > area_max.y || tl.x + s < area_min.x || tl.y + s < area_min.y); };
    const bool placing = lit_phase();
    // The still layer, from the cache when it is still valid.
    bool drawn = false;
    if (cache_) {
        const ImGuiIO& io = ImGui::GetIO();
        const CameraView v = camera_.view();
        const StillKey key{v.center.x, v.center.y, v.scale, area_min.x, area_min.y, area_max.x, area_max.y,
                           io.DisplayFramebufferScale.x, session_->revision(), session_->generation(),
                           settings_ ? (settings_->show_dead_cells ? 1 : 0) | (settings_->colorblind_palette ? 2 : 0) : 0,
                           placing, atlas_ && atlas_->tiles_ready(), atlas_ ? atlas_->detail().generation() : 0,
                           i18n::generation()};
        if (!still_valid_ || !(key == still_key_)) {
            if (!still_dl_) still_dl_ = std::make_unique<ImDrawList>(ImGui::GetDrawListSharedData());
            ImDrawList* sd = still_dl_.get();
            sd->_ResetForNewFrame();
            sd->Flags = ImGui::GetBackgroundDrawList()->Flags;
            sd->PushTextureID(io.Fonts->TexID);
            sd->PushClipRect(area_min, area_max);
            draw_still(sd);
            sd->PopClipRect();
            still_valid_ = cache_->render(sd, area_min, area_max, io.DisplayFramebufferScale);
            still_key_ = key;
            ++still_renders_;
        }
        if (still_valid_) {
            dl->AddImage(cache_->texture(), area_min, area_max, {0, 1}, {1, 0});
            drawn = true;
        }
    }
    if (!drawn) draw_still(dl);
    draw_score_highlights(dl);
    const BoardScene sc = scene();
    for (const auto& layer : layers_) layer->draw_live(sc, dl);
    // The turn: legal cells and the preview of the tile in hand.
    if (placing) {
        for (const Cell& c : cells_) {
            const ImVec2 p = screen(c.x, c.y);
            if (!visible(p)) continue;
            dl->AddRectFilled({p.x + 2, p.y + 2}, {p.x + s - 2, p.y + s - 2}, kLegalFill, s * 0.05f);
            dl->AddRect({p.x + 2, p.y + 2}, {p.x + s - 2, p.y + s - 2}, kLegalLine, s * 0.05f, 0, std::max(1.5f, s * 0.02f));
        }
        Cell c;
        if (turn_->display_cell(&c)) {
            const bool own = cell_tile_ >= 0;  // a layer's tile, unrotated
            const int rot = own ? 0 : turn_->shown_rotation(c);
            const ImVec2 p = screen(c.x, c.y);
            if (rot >= 0) {
                draw_tile_pic(dl, p, s, own ? cell_tile_ : game.drawn_tile(), rot);
                dl->AddRectFilled(p, {p.x + s, p.y + s}, IM_COL32(255, 255, 255, 28));
            }
            const float w = std::max(2.5f, s * 0.03f);
            dl->AddRect({p.x - w * 0.5f, p.y - w * 0.5f}, {p.x + s + w * 0.5f, p.y + s + w * 0.5f},
                        IM_COL32(255, 236, 140, 255), 0, 0, w);
            // Which of the rotations that fit here is shown ("rotation 1 of 2", or "1/2" on a small tile), on a dark
            // badge in the corner so that it reads over any art; the hint line says what it means.
            const std::vector<int> rots = own ? std::vector<int>{} : rotations_at(session_->legal_places(), c);
            if (rots.size() > 1 && s >= 48) {
                const int k = int(std::find(rots.begin(), rots.end(), rot) - rots.begin()) + 1, n = int(rots.size());
                const float fs = ImGui::GetFontSize();
                // TRANSLATORS: on the tile being placed: which of the rotations that fit the cell is shown.
                std::string badge = i18n::fmt(_("rotation %1$d of %2$d"), k, n);
                if (ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, badge.c_str()).x > s - 12)
                    badge = std::to_string(k) + "/" + std::to_string(n);
                const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, badge.c_str());
                const ImVec2 at{p.x + s - ts.x - 8, p.y + s - ts.y - 6};
                dl->AddRectFilled({at.x - 4, at.y - 1}, {at.x + ts.x + 4, at.y + ts.y + 1}, IM_COL32(20, 24, 20, 215), 4);
                dl->AddText(ImGui::GetFont(), fs, at, IM_COL32(255, 255, 255, 255), badge.c_str());
            }
        }
    }
    // Figures, back to front.
    struct Fig {
        ImVec2 pos;
        int player;
        int sprite;
        float scale;
    };
    std::vector<Fig> figs;
    for (int i = 0; i < game.num_figures(); ++i) {
        const FigureSlot& f = game.figures()[i];
        if (!f.on_board) continue;
        const PlacedTile& t = game.placed()[f.tile];
        bool apart = false;
        const P2 a = figure_anchor(f, &apart);
        float scale = 1;
        const int sprite = sprite_of(f.kind, !apart && game.node_kind(f.node) == SegKind::Field, &scale);
        figs.push_back({screen(t.x + a.x, t.y + a.y), f.player, sprite, scale});
    }
    std::sort(figs.begin(), figs.end(), [](const Fig& a, const Fig& b) { return a.pos.y < b.pos.y; });
    const float fsize = figure_px();
    for (const Fig& f : figs) sc.draw_figure(dl, f.pos, fsize * f.scale, f.player, f.sprite, 1.0f);
    for (const auto& layer : layers_) layer->draw_over_figures(sc, dl);
    draw_ghosts(dl, fsize);
}

// The hint (Session::hint): the tile shown where the Hard computer would put it, in its rotation, framed in
// gold, with a ring on the spot where its figure would go. Only lit: nothing is played.
void BoardView::draw_hint(ImDrawList* dl) {
    const std::vector<Action>& hint = session_->hint();
    if (hint.empty()) return;
    // The hinted figure once the tile is down: a gold ring round the one circle it means (the circles may stand
    // apart from their features' anchors), under the circles drawn next; no label, which would crowd the circles'
    // own (the Hint button says the hint is on the board).
    if (marker_phase()) {
        for (const Marker& m : markers_) {
            if (!(m.action == hint.front())) continue;
            const float r = marker_radius(), w = std::max(3.0f, r * 0.2f);
            dl->AddCircleFilled(m.pos, r + w * 1.5f, IM_COL32(255, 210, 60, 235), 32);
            return;
        }
    }
    // Where the player previews their tile on the hinted cell, the hint keeps to its frame and ring: the
    // player's own tile, as it would be placed, shows through.
    Cell shown;
    const bool own_preview = turn_->display_cell(&shown) && hint.front().kind == ActionKind::Place &&
                             shown.x == hint.front().x && shown.y == hint.front().y;
    // TRANSLATORS: the label over the tile the hint suggests, on the board.
    draw_suggestion(dl, hint, IM_COL32(255, 210, 60, 255), _("Hint"), {0, 0}, 0, !own_preview);
}

// A review item shown in a replay (Session::review_shown): the move played, framed in the player's colour, and
// the better one in gold, each labelled with its expected final margin. When both put the tile on the same cell
// (another rotation or figure), the better one is drawn half size beside that cell, to its right.
void BoardView::draw_review(ImDrawList* dl) {
    const ai::ReviewItem* item = session_->review_shown();
    if (!item || item->played_actions.empty() || item->best_actions.empty()) return;
    const auto& seats = session_->config().seats;
    const int who = session_->review_player();
    const ImU32 pc = who >= 0 && who < int(seats.size())
                         ? player_color(seats[size_t(who)].color, settings_ && settings_->colorblind_palette)
                         : IM_COL32(230, 230, 230, 255);
    char played_margin[24], best_margin[24];
    std::snprintf(played_margin, sizeof played_margin, "%+.0f", item->played_value);
    std::snprintf(best_margin, sizeof best_margin, "%+.0f", item->best_value);
    // TRANSLATORS: the label over the move played, on the board in a review of a finished game; %s is the final
    // margin in points it was expected to lead to (+3, -5).
    const std::string played = i18n::fmt(_("Played %s"), played_margin);
    // TRANSLATORS: the label over the better move, on the board in a review; %s is its expected final margin (+8).
    const std::string better = i18n::fmt(_("Better %s"), best_margin);
    const Action &a = item->played_actions.front(), &b = item->best_actions.front();
    const bool same_cell = a.x == b.x && a.y == b.y;
    draw_suggestion(dl, item->played_actions, pc, played.c_str());
    const float s = tile_px(), w = std::max(3.0f, s * 0.045f);
    const ImVec2 p = screen(b.x, b.y);
    draw_suggestion(dl, item->best_actions, IM_COL32(255, 210, 60, 255), better.c_str(),
                    same_cell ? ImVec2{p.x + s + 3 * w, p.y + s * 0.25f} : ImVec2{0, 0}, same_cell ? s * 0.5f : 0);
}

// Lit moves (a placement or a layer's cell choice, then a figure): the tile in its rotation with a frame and a
// label above it, and a ring on the figure's spot; with `size` > 0 the placed tile (and its figure) is drawn at
// `at` that big instead of on its cell; without `picture` only the frame, the label and the ring. Nothing is played.
void BoardView::draw_suggestion(ImDrawList* dl, const std::vector<Action>& acts, ImU32 colour, const char* label,
                                ImVec2 at, float size, bool picture) const {
    const Game& game = session_->game();
    const float s = tile_px();
    bool moved = false;  // the placed tile is drawn at `at`
    const float w = std::max(3.0f, s * 0.045f);
    const ImU32 fill = (colour & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 40);
    const ImU32 ring_fill = (colour & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 70);
    int type = -1, rot = 0, tx = 0, ty = 0;
    for (const Action& a : acts) {
        int own = -1;  // a layer's tile
        bool moves = false;  // a figure on the board moves
        for (const auto& layer : layers_) {
            if (own < 0) own = layer->cell_tile(a);
            moves |= layer->moves_figure(a);
        }
        if (a.kind == ActionKind::Place || own >= 0) {
            type = own >= 0 ? own : game.drawn_tile();
            rot = a.rot;
            tx = a.x;
            ty = a.y;
            moved = size > 0;
            const ImVec2 p = moved ? at : screen(a.x, a.y);
            const float ps = moved ? size : s;
            if (type >= 0 && picture) draw_tile_pic(dl, p, ps, type, rot);
            if (picture) dl->AddRectFilled(p, {p.x + ps, p.y + ps}, fill);
            dl->AddRect({p.x - w, p.y - w}, {p.x + ps + w, p.y + ps + w}, colour, ps * 0.06f, 0, w);
            const float fs = ImGui::GetFontSize();
            halo_text(dl, fs, {p.x + 4, p.y - fs - w - 2}, colour, label);
        } else if (a.kind == ActionKind::Deploy || moves) {
            if (moves || type < 0) {  // on a tile already on the board
                const int t = moves ? game.tile_at(a.x, a.y) : game.last_placed();
                if (t < 0) continue;
                type = game.placed()[t].type;
                rot = game.placed()[t].rot;
                tx = game.placed()[t].x;
                ty = game.placed()[t].y;
                moved = false;
            }
            P2 q;
            if (!placed_apart(a.figure, a.spot, &q)) q = segment_anchor(type, rot, a.spot);
            const ImVec2 c = moved ? ImVec2{at.x + float(q.x) * size, at.y + float(q.y) * size} : screen(tx + q.x, ty + q.y);
            const float r = std::max(9.0f, (moved ? size : s) * 0.13f);
            dl->AddCircleFilled(c, r, ring_fill, 24);
            dl->AddCircle(c, r, colour, 24, w * 0.8f);
        }
    }
}

void BoardView::draw_overlays(ImDrawList* dl) {
    const auto& seats = session_->config().seats;
    // Follower markers on the placed tile: a ring with a ghost figure, labelled with the role.
    if (marker_phase()) {
        const float r = marker_radius();
        const int me = session_->deciding_player();
        const int colour = me >= 0 ? seats[size_t(me)].color : 0;
        const ImU32 pc = player_color(colour, settings_ && settings_->colorblind_palette);
        const float fs = std::max(12.0f, ImGui::GetFontSize() * 0.8f);
        for (size_t i = 0; i < markers_.size(); ++i) {
            const Marker& m = markers_[i];
            const bool hot = int(i) == hover_marker_ || int(i) == turn_->focus_marker;
            P2 apart;
            if (hot && m.action.kind == ActionKind::Deploy && !placed_apart(m.figure, m.action.spot, &apart)) {
                // Show the feature the follower would join.
                const Game& g = session_->game();
                const int node = int(g.placed()[g.last_placed()].node_base) + m.action.spot;
                draw_feature(dl, feature_parts(node), IM_COL32(255, 255, 255, 50), IM_COL32(255, 255, 255, 200));
            }
            if (m.ring) {
                // A figure on the board: a pulsing ring round it (it stays visible), lit when pointed at.
                const float pulse = settings_ && settings_->reduced_motion ? 0.5f : 0.5f + 0.5f * std::sin(float(now_) * 6.0f);
                dl->AddCircleFilled(m.pos, r * 1.1f, hot ? IM_COL32(255, 240, 190, 110) : IM_COL32(255, 255, 255, 40), 32);
                dl->AddCircle(m.pos, r * (1.05f + 0.12f * pulse), hot ? IM_COL32(255, 200, 40, 255) : IM_COL32(255, 236, 150, 230), 32,
                              hot ? 4.0f : 2.5f);
            } else {
                dl->AddCircleFilled(m.pos, r, hot ? IM_COL32(255, 246, 200, 235) : IM_COL32(250, 246, 230, 190), 32);
                dl->AddCircle(m.pos, r, hot ? IM_COL32(255, 200, 40, 255) : IM_COL32(40, 40, 30, 220), 32, hot ? 3.5f : 2.0f);
                const bool farmer = m.farmer;
                scene().draw_figure(dl, {m.pos.x, m.pos.y - (farmer ? 0 : r * 0.05f)}, r * 1.55f, me, sprite_of(m.figure, farmer),
                                    hot ? 1.0f : 0.75f);
            }
        }
        // The roles' labels, each on the side of its circle where it covers no other circle and no label placed
        // before it: the pointed-at marker's first (it always has one), then the others in turn; a label with no
        // free side is left out (its name shows when its circle is pointed at or held).
        std::vector<size_t> order;
        for (size_t i = 0; i < markers_.size(); ++i)
            if (int(i) == hover_marker_ || int(i) == turn_->focus_marker) order.insert(order.begin(), i);
            else order.push_back(i);
        std::vector<ImVec4> taken;  // labels placed: x0, y0, x1, y1
        labelled_.assign(markers_.size(), false);
        for (const size_t i : order) {
            const Marker& m = markers_[i];
            const bool hot = int(i) == hover_marker_ || int(i) == turn_->focus_marker;
            const char* role = i18n::tr(m.role);
            const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, role);
            const ImVec2 cands[4] = {{m.pos.x - ts.x * 0.5f, m.pos.y + r + 1},
                                     {m.pos.x - ts.x * 0.5f, m.pos.y - r - 1 - ts.y},
                                     {m.pos.x + r + 3, m.pos.y - ts.y * 0.5f},
                                     {m.pos.x - r - 3 - ts.x, m.pos.y - ts.y * 0.5f}};
            const ImVec2* at = nullptr;
            for (const ImVec2& cand : cands) {
                const ImVec4 box{cand.x - 4, cand.y, cand.x + ts.x + 4, cand.y + ts.y};
                bool clear = true;
                for (size_t j = 0; j < markers_.size() && clear; ++j) {
                    if (j == i) continue;
                    const ImVec2 o = markers_[j].pos;
                    const float nx = std::clamp(o.x, box.x, box.z), ny = std::clamp(o.y, box.y, box.w);
                    if (std::hypot(nx - o.x, ny - o.y) < r + 2) clear = false;
                }
                for (const ImVec4& t : taken)
                    if (box.x < t.z && t.x < box.z && box.y < t.w && t.y < box.w) clear = false;
                if (clear) {
                    at = &cand;
                    break;
                }
            }
            if (!at && !hot) continue;
            const ImVec2 tp = at ? *at : cands[0];
            taken.push_back({tp.x - 4, tp.y, tp.x + ts.x + 4, tp.y + ts.y});
            labelled_[i] = true;
            dl->AddRectFilled({tp.x - 4, tp.y}, {tp.x + ts.x + 4, tp.y + ts.y}, IM_COL32(20, 24, 20, 200), 4);
            dl->AddText(ImGui::GetFont(), fs, tp, hot ? IM_COL32(255, 226, 120, 255) : IM_COL32(255, 255, 255, 255), role);
        }
        (void)pc;
    }
    draw_score_points(dl);
    const BoardScene sc = scene();
    for (const auto& layer : layers_) layer->draw_effects(sc, dl);
}

}  // namespace carc::ui
